# SPDX-License-Identifier: Apache-2.0
"""The web shell (examples/web) in Debian's Chromium, driven headless through the system's
chromedriver at a phone's 390 x 844: two devices at once on one truck, each in its own language
and place in the app, both seeing the same new order appear within a second of the library's
due instant, and an order taken through Placed, Preparing (its countdown seen at 1:00, 0:59 and
0:00), Ready and Completed from one device, seen on the other. Passkeys through Chromium's
virtual authenticator: sign up with an Arabic user name, sign out, sign in; a tampered
assertion and a replayed one refused; a cancelled ceremony back to signed out. A password
through the same server: sign up, a wrong one refused, the right one signing in. Then the
server's edge: bad input gets a clear error and changes nothing; and a restarted server keeps
the day and the passkeys.

What the pages say is checked against the library itself (a Truck of our own in the same
language), so that the test holds the shell to showing the library's words, not to words of its
own. Run by tools/test_web (the test command's `web` step)."""

import json
import os
import re
import shutil
import tempfile
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select
from selenium.webdriver.common.virtual_authenticator import VirtualAuthenticatorOptions

import foodtruck as ft
from browser import (Server, attribute, click, direction, expect_text, library, newest_order, open_order, phone,
                     text_of, texts, wait_for)


#: The order the step test took to Completed, which the restart test finds again.
TAKEN = {}


@pytest.fixture(scope="module")
def data():
    folder = tempfile.mkdtemp(prefix="foodtruck-web-")
    yield folder
    with open(os.path.join(folder, "server.log")) as log:
        errors = log.read()
    shutil.rmtree(folder, ignore_errors=True)
    assert errors == "", errors  # no request made the server fail


@pytest.fixture(scope="module")
def server(data):
    running = Server(data)
    yield running
    running.stop()


@pytest.fixture(scope="module")
def devices(server):
    english, arabic = phone(), phone()
    for driver in (english, arabic):
        allow_notifications(driver, server.base)
        driver.get(server.base + "/")
    yield english, arabic
    english.quit()
    arabic.quit()


#: Run in every page before its own scripts: each notification the page shows is kept (title and
#: body) in the page's local storage, where the test reads it across the page's reloads.
KEEP_NOTIFICATIONS = """
const Shown = window.Notification;
window.Notification = function (title, options) {
  const kept = JSON.parse(localStorage.getItem("shown") || "[]");
  kept.push([title, options && options.body]);
  localStorage.setItem("shown", JSON.stringify(kept));
  return new Shown(title, options);
};
Object.defineProperty(window.Notification, "permission", { get: () => Shown.permission });
window.Notification.requestPermission = (...args) => Shown.requestPermission(...args);
"""


def allow_notifications(driver, base: str) -> None:
    """The person allowed the page's notifications; the test sees each one shown."""
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": base, "permissions": ["notifications"]})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": KEEP_NOTIFICATIONS})


def notifications(driver) -> "list[list[str]]":
    return json.loads(driver.execute_script("return localStorage.getItem('shown') || '[]'"))


def authenticator(driver, consenting: bool = True) -> None:
    """Chromium's virtual authenticator in place of a phone's: a platform authenticator that
    keeps passkeys and verifies its user (or, not consenting, refuses every ceremony)."""
    driver.add_virtual_authenticator(VirtualAuthenticatorOptions(
        protocol=VirtualAuthenticatorOptions.Protocol.CTAP2,
        transport=VirtualAuthenticatorOptions.Transport.INTERNAL,
        has_resident_key=True, has_user_verification=True, is_user_verified=True,
        is_user_consenting=consenting))


@pytest.fixture(scope="module")
def keyholder(server):
    """A third device, on localhost (a passkey's relying party is a host name, never an IP
    address), with an authenticator."""
    driver = phone()
    driver.get(server.base.replace("127.0.0.1", "localhost") + "/")
    authenticator(driver)
    yield driver
    driver.quit()


#: A script run in the page: a whole sign-in, with the assertion's JSON handed back instead of
#: sent, so that the test can spoil it or send it twice.
ASSERTION = """
const done = arguments[arguments.length - 1];
(async () => {
  const started = await fetch("/account/passkey/sign-in", {method: "POST", credentials: "same-origin",
      headers: {"Content-Type": "application/json"}, body: "{}"});
  const options = PublicKeyCredential.parseRequestOptionsFromJSON(await started.json());
  const credential = await navigator.credentials.get({publicKey: options});
  done(credential.toJSON());
})().catch((error) => done({error: String(error)}));
"""

SEND = """
const done = arguments[arguments.length - 1];
fetch("/account/passkey/asserted", {method: "POST", credentials: "same-origin",
    headers: {"Content-Type": "application/json"}, body: JSON.stringify({credential: arguments[0]})})
  .then(async (response) => done([response.status, await response.text()]));
"""


def sign_out(driver) -> None:
    click(driver, "#sign-out")
    click(driver, "#confirm-sign-out")
    wait_for(lambda: driver.find_elements(By.ID, "sign-in"), 2, "Sign In")


def test_each_device_keeps_its_language_and_its_place(devices):
    english, arabic = devices
    words = {locale: library(locale) for locale in (ft.Locale.EN, ft.Locale.AR)}
    click(arabic, "#language")
    wait_for(lambda: direction(arabic) == "rtl", 5, "Arabic")
    click(english, 'button[data-panel="orders"]')
    expect_text(english, "h2", words[ft.Locale.EN].panel_title(ft.Panel.ORDERS))
    assert direction(english) == "ltr"
    expect_text(arabic, "h2", words[ft.Locale.AR].panel_title(ft.Panel.TRUCK))
    expect_text(arabic, ".tab.selected", words[ft.Locale.AR].panel_title(ft.Panel.TRUCK))
    click(arabic, 'button[data-panel="orders"]')
    expect_text(arabic, "h2", words[ft.Locale.AR].panel_title(ft.Panel.ORDERS))
    # Every word on the Arabic page is the library's: a word of the shell's own would be English.
    shown = text_of(arabic, "body").replace(
        words[ft.Locale.AR].navigation_text(ft.NavigationLabel.KEY_LANGUAGE), "")
    assert not re.search(r"[A-Za-z]", shown), shown
    english.refresh()
    assert direction(english) == "ltr"
    expect_text(english, "h2", words[ft.Locale.EN].panel_title(ft.Panel.ORDERS))
    expect_text(english, "#language", words[ft.Locale.EN].navigation_text(ft.NavigationLabel.KEY_LANGUAGE))


def test_a_card_opens_what_the_library_says_at_a_phones_width(devices):
    english, _ = devices
    words = library(ft.Locale.EN)
    click(english, 'button[data-panel="truck"]')
    expect_text(english, 'button[data-card="new_orders"]', words.card_title(ft.TruckCard.NEW_ORDERS))
    expect_text(english, 'button[data-card="donuts"]', words.card_title(ft.TruckCard.DONUTS))
    assert english.find_elements(By.CSS_SELECTOR, ".card .chart svg")  # the library's chart
    # At 390 points the card pushes Orders over the Truck panel (the 520-point rule): a way back.
    click(english, 'button[data-card="new_orders"]')
    expect_text(english, "h2", words.panel_title(ft.Panel.ORDERS))
    expect_text(english, "#back", words.panel_title(ft.Panel.TRUCK))
    expect_text(english, ".tab.selected", words.panel_title(ft.Panel.TRUCK))
    click(english, "#back")
    expect_text(english, "h2", words.panel_title(ft.Panel.TRUCK))
    click(english, 'button[data-panel="orders"]')


def test_sales_history_and_donuts_show_the_librarys_chart_and_catalog(devices):
    _, arabic = devices
    words = library(ft.Locale.AR)
    click(arabic, 'button[data-panel="sales_history"]')
    expect_text(arabic, "h2", words.panel_title(ft.Panel.SALES_HISTORY))
    expect_text(arabic, '.segment[aria-pressed="true"]',
                words.chart_timeframe_name(ft.ChartKind.SALES_HISTORY, ft.Timeframe.WEEK))
    assert arabic.find_elements(By.CSS_SELECTOR, ".chart svg")
    # The total in the library's words: Arabic digits and the plural its number takes.
    total = text_of(arabic, "#total")
    digits = re.match(r"[\u0660-\u0669\u066c]+", total).group()
    count = int("".join(str(ord(c) - 0x0660) for c in digits if c != "\u066c"))
    assert total == words.donut_count_text(count)
    click(arabic, 'button[data-panel="donuts"]')
    expect_text(arabic, "h2", words.panel_title(ft.Panel.DONUTS))
    names = texts(arabic, "ul.donuts li")
    assert names == [words.donut_name(donut) for donut in range(words.donut_count())]
    click(arabic, 'button[data-panel="orders"]')


def test_a_new_order_shows_on_both_within_a_second_of_its_due_instant(server, devices):
    english, arabic = devices
    before = max(newest_order(english), newest_order(arabic))
    due = server.get("/api/state")["next_due"]
    assert due is not None
    seen = {}
    while len(seen) < 2:
        for name, driver in (("en", english), ("ar", arabic)):
            if name not in seen and newest_order(driver) > before:
                seen[name] = time.time_ns() // 1_000_000
        assert time.time_ns() // 1_000_000 < due + 10_000, "no new order within 10 s of the due instant"
        time.sleep(0.01)
    for name, at in seen.items():
        assert at - due < 1000, f"{name} showed the order {at - due} ms after its due instant"
    assert newest_order(english) == newest_order(arabic)


def test_an_order_prepared_on_one_device_counts_down_on_both(server, devices):
    """Placed -> Preparing: the countdown at the library's instants, 1:00 at once and 0:59 a
    second on. The tests after this one run while it counts down; the last of the steps is
    test_the_countdown_ends_at_0_00_and_the_order_is_handed_over."""
    english, arabic = devices
    words = {"en": library(ft.Locale.EN), "ar": library(ft.Locale.AR)}
    placed = words["en"].status_name(ft.OrderStatus.PLACED)
    number = wait_for(lambda: next(
        (int(row.get_attribute("data-number")) for row in english.find_elements(By.CSS_SELECTOR, "li.order")
         if row.find_element(By.CSS_SELECTOR, ".status").text == placed), None), 5, "a placed order")
    listed = {driver: text_of(driver, f'li.order[data-number="{number}"] .id') for driver in devices}
    open_order(english, number)
    open_order(arabic, number)
    for driver in devices:  # the order's id as the list showed it, in each device's language
        expect_text(driver, "#order-title", listed[driver])
    assert listed[english] != listed[arabic]
    expect_text(english, "#next-step", words["en"].action_title(ft.OrderAction.PREPARE))
    click(english, "#next-step")
    TAKEN["number"], TAKEN["prepared"] = number, time.monotonic()
    expect_text(english, "#countdown", "1:00", 1)
    expect_text(arabic, "#status", words["ar"].status_name(ft.OrderStatus.PREPARING), 1)
    expect_text(english, "#countdown", "0:59", 1.3)


def test_passkeys_sign_up_sign_out_and_sign_in_with_an_arabic_user_name(keyholder):
    words = library(ft.Locale.EN)
    click(keyholder, 'button[data-panel="account"]')
    expect_text(keyholder, "#sign-up button", words.account_text(ft.AccountLabel.SIGN_UP))
    keyholder.find_element(By.CSS_SELECTOR, "#sign-up input").send_keys("\u0639\u0627\u0626\u0634\u0629")  # عائشة
    click(keyholder, "#sign-up button")
    expect_text(keyholder, "#user-name", "\u0639\u0627\u0626\u0634\u0629", 5)
    assert len(keyholder.get_credentials()) == 1  # the passkey the page created
    sign_out(keyholder)
    assert keyholder.find_elements(By.ID, "user-name") == []
    click(keyholder, "#sign-in")
    expect_text(keyholder, "#user-name", "\u0639\u0627\u0626\u0634\u0629", 5)
    sign_out(keyholder)


def test_a_tampered_assertion_is_refused_with_the_librarys_failure_text(server, keyholder):
    assertion = keyholder.execute_async_script(ASSERTION)
    assert "error" not in assertion, assertion
    signature = assertion["response"]["signature"]
    assertion["response"]["signature"] = ("B" if signature[0] != "B" else "C") + signature[1:]
    status, body = keyholder.execute_async_script(SEND, assertion)
    failure = library(ft.Locale.EN).account_failure_text(ft.AccountFailure.AUTHORIZATION_ERROR)
    assert (status, json.loads(body)) == (400, {"error": failure})
    keyholder.refresh()
    expect_text(keyholder, "#failure", failure)
    assert keyholder.find_elements(By.ID, "user-name") == []
    assert server.get("/api/state")["account"] == "SIGNED_OUT"


def test_an_assertion_sent_twice_signs_in_once(keyholder):
    assertion = keyholder.execute_async_script(ASSERTION)
    assert keyholder.execute_async_script(SEND, assertion)[0] == 200
    status, body = keyholder.execute_async_script(SEND, assertion)
    assert (status, json.loads(body)) == (409, {"error": "no sign-in in progress"})
    keyholder.refresh()
    expect_text(keyholder, "#user-name", "\u0639\u0627\u0626\u0634\u0629")
    sign_out(keyholder)


def test_a_password_signs_up_and_signs_in_through_the_same_server(server, keyholder):
    device = keyholder  # (the two phones are watching an order count down)
    words = library(ft.Locale.EN)
    click(device, 'button[data-panel="account"]')
    expect_text(device, "#sign-up .switch", words.account_text(ft.AccountLabel.USE_PASSKEY))
    click(device, '#sign-up input[name="use_passkey"]')  # off: a password instead
    device.find_element(By.CSS_SELECTOR, '#sign-up input[name="user_name"]').send_keys("Ada")
    device.find_element(By.CSS_SELECTOR, '#sign-up input[name="password"]').send_keys("doughnut 42")
    click(device, "#sign-up button")
    expect_text(device, "#user-name", "Ada", 5)
    sign_out(device)
    failure = words.account_failure_text(ft.AccountFailure.AUTHORIZATION_ERROR)
    for password, expected in (("doughnut 41", None), ("doughnut 42", "Ada")):
        form = device.find_element(By.ID, "password-sign-in")
        form.find_element(By.CSS_SELECTOR, 'input[name="user_name"]').send_keys("Ada")
        form.find_element(By.CSS_SELECTOR, 'input[name="password"]').send_keys(password)
        click(device, "#password-sign-in button")
        if expected is None:
            expect_text(device, "#failure", failure, 5)
            assert server.get("/api/state")["account"] == "SIGNED_OUT"
        else:
            expect_text(device, "#user-name", expected, 5)
    sign_out(device)


@pytest.fixture(scope="module")
def visitor(server):
    """A third phone, in English, for the panels the two devices leave while an order counts
    down."""
    driver = phone()
    driver.get(server.base + "/")
    yield driver
    driver.quit()


def pressed(driver, selector: str) -> bool:
    return attribute(driver, selector, "aria-pressed") == "true"


def test_a_city_shows_the_librarys_weather_and_parks_the_truck(server, visitor):
    words = library(ft.Locale.EN)
    london = ft.City.LONDON
    click(visitor, 'button[data-panel="city_london"]')
    expect_text(visitor, "h2", words.city_name(london))
    expect_text(visitor, "#recommended-spot", words.weather_text(london, ft.WeatherText.RECOMMENDED_SPOT))
    expect_text(visitor, ".condition", words.weather_text(london, ft.WeatherText.CONDITION))
    spots = texts(visitor, "button.spot")
    assert spots == [words.parking_spot_name(london, index) for index in range(ft.parking_spot_count(london))]
    click(visitor, "ul.spots li:nth-child(3) button")
    wait_for(lambda: pressed(visitor, "ul.spots li:nth-child(3) button"), 2, "the third spot pressed")
    assert len(visitor.find_elements(By.CSS_SELECTOR, 'button.spot[aria-pressed="true"]')) == 1
    assert server.get("/api/state")["parking_spot"] == ["LONDON", 2]  # the truck's, for every device


def test_a_searched_list_takes_new_orders_and_typing_is_kept_through_them(server, visitor):
    """A search sent keeps the Orders list live (its matches grow as orders arrive); what is
    typed and not yet sent survives the changes the server tells of."""
    click(visitor, 'button[data-panel="orders"]')
    wait_for(lambda: visitor.execute_script(  # every Order#12xx
        "const form = document.querySelector('form.query');"
        "if (form) { form.search.value = '12'; form.requestSubmit(); } return form !== null;"), 5, "Orders")
    wait_for(lambda: attribute(visitor, "input[name=search]", "value") == "12", 5, "the search sent")
    first = newest_order(visitor)
    wait_for(lambda: newest_order(visitor) > first, 10, "a new order in the searched list")
    visitor.execute_script("document.querySelector('input[name=search]').value = '12 and more'")
    version = server.get("/api/state")["orders"]
    wait_for(lambda: server.get("/api/state")["orders"] > version, 10, "another order")
    time.sleep(0.5)  # the server's "changed" has reached the page
    assert visitor.execute_script("return document.querySelector('input[name=search]').value") == "12 and more"


def test_the_demo_store_sells_social_feed_plus_and_a_tag_filters_the_feed(visitor):
    words = library(ft.Locale.EN)
    words.set_store_setting(ft.StoreSetting.ENABLED, True)  # as the server's demo store has it
    click(visitor, 'button[data-panel="social_feed"]')
    expect_text(visitor, "h2", words.feed_title(False))
    expect_text(visitor, "h3", words.feed_section_title(ft.FeedSection.MARKETING))
    click(visitor, "#get-started")
    label = words.navigation_text(ft.NavigationLabel.TEST_STORE)
    expect_text(visitor, ".test-store", f"{label} {words.navigation_text(ft.NavigationLabel.TEST_STORE_NOTE)}")
    names = texts(visitor, "button.plan b")
    plans = (ft.StoreProduct.MONTHLY_PLAN, ft.StoreProduct.YEARLY_PLAN)
    assert names == [words.store_product_text(plan, ft.StoreProductTextKind.NAME) for plan in plans]
    assert pressed(visitor, 'form[action="/store/plans/monthly_plan"] button')  # the library's default
    click(visitor, 'form[action="/store/plans/yearly_plan"] button')
    wait_for(lambda: pressed(visitor, 'form[action="/store/plans/yearly_plan"] button'), 2, "the yearly plan")
    click(visitor, "#purchase")
    expect_text(visitor, "h2", words.feed_title(True))  # bought: the sheet closed, Social Feed+ served
    assert visitor.find_elements(By.ID, "sheet") == []
    # A post's tag shows the posts the library files under it.
    kind, subject = attribute(visitor, ".post .tags form", "action").rsplit("/", 2)[-2:]
    tag = ft.FeedTag(ft.FeedTagKind[kind.upper()], int(subject))
    click(visitor, ".post .tags form button")
    expect_text(visitor, ".tag.filter", words.tag_title(tag))
    authors = texts(visitor, ".post .author")
    assert authors == [words.author_name(post.author) for post in words.feed_filter(2022, int(time.time()) * 1000, tag, True)]
    click(visitor, ".tag.filter")
    expect_text(visitor, "h3", words.feed_section_title(ft.FeedSection.POSTS))


def test_a_year_of_history_is_locked_until_the_demo_store_sells_it(visitor):
    words = library(ft.Locale.EN)
    words.set_store_setting(ft.StoreSetting.ENABLED, True)
    click(visitor, 'button[data-panel="sales_history"]')
    click(visitor, 'form[action="/timeframes/sales_history/year"] button')
    expect_text(visitor, ".locked", words.store_text(ft.StoreTextKind.PREMIUM_FEATURE, 0))
    expect_text(visitor, "#unlock", words.store_text(ft.StoreTextKind.UNLOCK_BUTTON, 0))
    click(visitor, "#unlock")
    wait_for(lambda: visitor.find_elements(By.CSS_SELECTOR, ".chart svg"), 2, "the year's chart")
    assert visitor.find_elements(By.ID, "unlock") == []
    assert pressed(visitor, 'form[action="/timeframes/sales_history/year"] button')


def flavors(driver) -> "list[str]":
    return [text.split()[-1] for text in texts(driver, ".flavors li")]


def test_the_donut_editor_changes_a_donut_and_makes_a_new_one(visitor):
    words = library(ft.Locale.EN)
    click(visitor, 'button[data-panel="donuts"]')
    click(visitor, 'li[data-donut="3"] button')
    expect_text(visitor, "h2", words.panel_title(ft.Panel.DONUT_EDITOR))
    name = words.donut_name(3)
    assert visitor.find_element(By.NAME, "name").get_attribute("value") == name
    donut = words.donut(3)
    # No glaze: the library's profile of the new recipe, each value in its words.
    Select(visitor.find_element(By.NAME, "glaze")).select_by_value("")
    words.edit_donut(3, name, donut.dough, None, donut.topping)
    expected = [words.number_text(words.donut(3).flavors[flavor]) for flavor in ft.Flavor]
    wait_for(lambda: flavors(visitor) == expected, 2, f"the flavors {expected} (they read {flavors(visitor)})")
    # An empty name: the library's refusal shown, nothing changed.
    visitor.execute_script(  # the name emptied and the field left, as a person would
        "const field = document.querySelector('#editor input[name=name]');"
        "field.value = ''; field.dispatchEvent(new Event('change', {bubbles: true}));")
    with pytest.raises(ft.InvalidArgumentError) as refusal:
        words.edit_donut(3, "", donut.dough, None, donut.topping)
    expect_text(visitor, "#editor-error", str(refusal.value))
    assert visitor.find_element(By.NAME, "name").get_attribute("value") == name
    # The Donut Editor's own panel: the library's template, made a donut by its first change.
    click(visitor, 'button[data-panel="donut_editor"]')
    wait_for(lambda: visitor.find_element(By.NAME, "name").get_attribute("value") == words.donut_template_name(),
             2, "the template's name")
    Select(visitor.find_element(By.NAME, "topping")).select_by_value("2")
    wait_for(lambda: visitor.find_elements(By.CSS_SELECTOR, ".editor-picture svg"), 2, "the new donut's picture")
    click(visitor, 'button[data-panel="donuts"]')
    names = wait_for(lambda: texts(visitor, "ul.donuts li"), 2, "Donuts")
    assert names[:-1] == [words.donut_name(donut) for donut in range(words.donut_count())]
    assert names[-1] == words.donut_template_name()


def test_bad_input_gets_a_clear_error_and_changes_nothing(server):
    before = server.get("/api/state")
    cases = [
        ("POST", "/orders/999999", b"", {}, 404, "999999"),
        ("POST", "/orders/999999/next", b"", {}, 404, "999999"),
        ("POST", "/select/nowhere", b"", {}, 404, "no such panel"),
        ("POST", "/language/klingon", b"", {}, 404, "no such language"),
        ("POST", "/cards/new_orders?width=0", b"", {}, 404, "no such width"),
        ("POST", "/cards/nothing", b"", {}, 404, "no such card"),
        ("POST", "/select/orders", b"", {"Origin": "https://evil.example"}, 403, "another origin"),
        ("POST", "/select/orders", b"x" * 20_000, {}, 413, "too large"),
        ("GET", "/?sort=sideways", b"", {}, 404, "no such sort"),
        ("GET", "/?search=" + "a" * 300, b"", {}, 400, "too long"),
        ("GET", "/orders/1", b"", {}, 405, ""),
        ("POST", "/account/passkey/register", b"{not json", {}, 400, "malformed JSON"),
        ("POST", "/account/passkey/register", b"[1]", {}, 400, "malformed JSON"),
        ("POST", "/account/passkey/register", b'{"user_name": 7}', {}, 400, "user_name"),
        ("POST", "/account/passkey/asserted", b'{"credential": {}}', {}, 409, "no sign-in in progress"),
        ("POST", "/account/passkey/registered", b'{"credential": {}}', {}, 409, "no sign-up in progress"),
        ("POST", "/account/password/sign-in", b'{"user_name": "Ada"}', {}, 400, "password"),
        ("POST", "/account/passkey/sign-in", b"{}", {"Origin": "https://evil.example"}, 403, "another origin"),
        ("POST", "/account/cancel", b"", {}, 409, "INVALID_STATE"),
        ("POST", "/cities/london/spots/16", b"", {}, 404, "no such parking spot"),
        ("POST", "/cities/atlantis/spots/0", b"", {}, 404, "no such parking spot"),
        ("POST", "/timeframes/sales_history/today", b"", {}, 404, "no such timeframe"),
        ("POST", "/feed/tags/donut/999", b"", {}, 404, "999"),
        ("POST", "/feed/tags/weather/1", b"", {}, 404, "no such tag"),
        ("POST", "/store/plans/annual_history", b"", {}, 404, "no such plan"),
        ("POST", "/store/buy/everything", b"", {}, 404, "no such product"),
        ("POST", "/store/settings/enabled/off", b"", {}, 404, "no such setting"),
        ("POST", "/donuts/999", b"", {}, 404, "999"),
        ("POST", "/donuts/3/recipe", b"name=X&dough=99", {}, 404, "no such ingredient"),
        ("POST", "/donuts/3/recipe", b"name=X&dough=a", {}, 404, "no such ingredient"),
    ]
    for method, path, body, headers, status, message in cases:
        got, text = server.request(method, path, body, headers)
        assert got == status, (path, got, text)
        assert message in text, (path, text)
    after = server.get("/api/state")
    assert after["actions"] == before["actions"]
    assert after["orders"] - before["orders"] <= 1  # a live order may arrive meanwhile, no more


def test_the_countdown_ends_at_0_00_and_the_order_is_handed_over(devices):
    """Preparing -> Ready when the countdown ends (0:00 on both), then Completed from one device,
    seen on the other."""
    english, arabic = devices
    words = {"en": library(ft.Locale.EN), "ar": library(ft.Locale.AR)}
    left = 61 - (time.monotonic() - TAKEN["prepared"])
    expect_text(english, "#status", words["en"].status_name(ft.OrderStatus.READY), max(left, 1))
    expect_text(english, "#countdown", "0:00")
    expect_text(arabic, "#countdown", "\u0660:\u0660\u0660")  # ٠:٠٠
    # "Donuts are done!" on each device, in its language, when the countdown ended.
    for driver, language in ((english, "en"), (arabic, "ar")):
        done = [words[language].navigation_text(ft.NavigationLabel.NOTIFICATION_TITLE),
                words[language].navigation_text(ft.NavigationLabel.NOTIFICATION_BODY)]
        wait_for(lambda: done in notifications(driver), 2, f"{done} (shown: {notifications(driver)})")
    click(english, "#next-step")
    expect_text(arabic, "#status", words["ar"].status_name(ft.OrderStatus.COMPLETED), 1)
    expect_text(english, "#status", words["en"].status_name(ft.OrderStatus.COMPLETED), 1)
    assert english.find_elements(By.ID, "next-step") == []


def test_a_restarted_server_keeps_the_day_and_the_passkeys(data, server, keyholder):
    before = server.get("/api/state")
    server.stop()
    again = Server(data)
    try:
        assert again.get("/api/state")["orders"] >= before["orders"]
        driver = phone()
        try:
            driver.get(again.base + "/")
            click(driver, 'button[data-panel="orders"]')
            number = TAKEN["number"]
            open_order(driver, number)
            expect_text(driver, "#status", library(ft.Locale.EN).status_name(ft.OrderStatus.COMPLETED))
            # The demo store's purchases too: the year of history stays unlocked.
            click(driver, 'button[data-panel="sales_history"]')
            click(driver, 'form[action="/timeframes/sales_history/year"] button')
            wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, ".chart svg"), 2, "the year's chart")
        finally:
            driver.quit()
        # The passkey the server registered before its restart signs in.
        keyholder.get(again.base.replace("127.0.0.1", "localhost") + "/")
        click(keyholder, 'button[data-panel="account"]')
        click(keyholder, "#sign-in")
        expect_text(keyholder, "#user-name", "\u0639\u0627\u0626\u0634\u0629", 5)
        sign_out(keyholder)
        # A ceremony the person cancels (the authenticator waits for a consent that does not
        # come; the person taps Cancel): signed out, no failure.
        keyholder.remove_virtual_authenticator()
        authenticator(keyholder, consenting=False)
        click(keyholder, "#sign-in")
        wait_for(lambda: again.get("/api/state")["account"] == "SIGNING_IN", 5, "the ceremony")
        expect_text(keyholder, "#cancel-ceremony", library(ft.Locale.EN).account_text(ft.AccountLabel.CANCEL))
        click(keyholder, "#cancel-ceremony")
        wait_for(lambda: again.get("/api/state")["account"] == "SIGNED_OUT", 5, "the cancel")
        wait_for(lambda: keyholder.find_elements(By.ID, "sign-in"), 2, "Sign In again")
        assert keyholder.find_elements(By.ID, "failure") == []
    finally:
        again.stop()
