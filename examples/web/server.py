# SPDX-License-Identifier: Apache-2.0
"""server.py: the Food Truck on a phone. A web shell over the Python binding.

    PYTHONPATH=bindings/python python3 examples/web/server.py [--port 8000] [--data DIR]

One truck, kept in one durable session (DIR/web.sqlite; DIR defaults to
$XDG_DATA_HOME/libfoodtruck), and one view of it per device (a browser, known by a cookie):
each device has its own language and its own place in the app, all see the same orders. The
server ticks the truck at the library's next due instant (no polling loop) and tells every
page at once by server-sent events; a page fetches its main region again then, or at the
instant the library says what it shows next changes (a countdown's next second).

Starlette and uvicorn: a small, well-kept ASGI pair, with server-sent events as a plain
streaming response, and nothing of the domain in them. Every word, number and picture is the
library's (pages/).

The Account panel's passkeys and passwords are account.py's: the library's account machine
decides, the server issues challenges, verifies answers with py_webauthn and keeps the
credentials.

The edge: a form or path that names nothing the truck has (an unknown order, a panel that is
not one) gets 404 and changes nothing; a POST from another origin 403; a body over 16 KiB
413; malformed JSON 400; the library's refusal of a step (an order completed meanwhile, a
ceremony that is over) 409 with the library's message."""

import argparse
import asyncio
import contextlib
import json
import os
import secrets
import sys
import time
import urllib.parse
from collections import OrderedDict
from typing import Dict, Optional

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import uvicorn  # noqa: E402
from starlette.applications import Starlette  # noqa: E402
from starlette.requests import Request  # noqa: E402
from starlette.responses import (HTMLResponse, JSONResponse, RedirectResponse,  # noqa: E402
                                 Response, StreamingResponse)
from starlette.routing import Mount, Route  # noqa: E402
from starlette.staticfiles import StaticFiles  # noqa: E402

import foodtruck as ft  # noqa: E402
from foodtruck import open_meteo  # noqa: E402
import pages  # noqa: E402
from account import Ceremonies, Credentials, Refused, parse  # noqa: E402
from store import DemoStore  # noqa: E402
from weather import Answers, committed_answers, fetch_answers, readable  # noqa: E402

#: The most devices kept at once; the one unseen longest gives its view back first.
MAX_DEVICES = 64
#: The largest request body the server reads.
MAX_BODY = 16 * 1024
#: How many live orders the simulated day brings, 3 to 8 seconds apart.
STREAM = 20_000
COOKIE = "foodtruck-device"
#: The instant the clock stands still at (--clock), for pictures that must not change; None: the
#: wall clock.
STILL: Optional[int] = None


def now_ms() -> int:
    return STILL if STILL is not None else time.time_ns() // 1_000_000


class Device:
    """One browser: its view of the truck and what else it shows (pages.Place)."""

    def __init__(self, view: ft.Truck) -> None:
        self.view = view
        self.place = pages.Place()


class Shell:
    """The truck, its devices, and the clock that ticks it at the library's instants."""

    def __init__(self, path: str, seed: int, open_meteo_endpoint: Optional[str], utc_offset: int) -> None:
        self.truck = ft.Truck.open(path)
        if self.truck.utc_offset != utc_offset:  # where the truck's days begin: its operator's
            self.truck.utc_offset = utc_offset
        self.open_meteo = open_meteo_endpoint  # None: the committed answers only
        #: Whose answers the truck has: "committed", "asking" (Open-Meteo, at start), "open-meteo",
        #: or "unreachable" (Open-Meteo answered no spot: the committed answers stay).
        self.weather_from = "committed"
        self.weather(committed_answers())
        self.credentials = Credentials(os.path.join(os.path.dirname(path), "credentials.sqlite"))
        self.ceremonies = Ceremonies(self.credentials, self.truck.sidebar_title)
        self.store = DemoStore(os.path.join(os.path.dirname(path), "store.sqlite"), self.truck, now_ms())
        self.feed = (seed, now_ms())  # the feed is dated once, as the original dates its lists
        if self.truck.order_count() == 0:
            self.truck.simulate(seed, now_ms(), STREAM)
        self.devices: "OrderedDict[str, Device]" = OrderedDict()
        self.version = 0
        self.actions = 0  # requests that changed something
        #: Each page's event stream: its queue, and the device it is on.
        self.listeners: Dict[int, "tuple[asyncio.Queue, str]"] = {}
        self.wake: Optional[asyncio.Event] = None

    def device(self, token: Optional[str]) -> "tuple[str, Device]":
        """The device of a cookie, or a new one (a new view, showing what the truck shows)."""
        if token in self.devices:
            self.devices.move_to_end(token)
            return token, self.devices[token]
        while len(self.devices) >= MAX_DEVICES:
            self.devices.popitem(last=False)[1].view.close()
        token = secrets.token_urlsafe(16)
        self.devices[token] = Device(self.truck.new_view())
        return token, self.devices[token]

    def weather(self, answers: Answers) -> None:
        """Hands Open-Meteo's answers to the truck: each city's reports, and the forecast at
        the spot the truck is parked at."""
        self.answers = answers
        for city in open_meteo.CITIES:
            self.truck.set_city_weather(city, [readable(open_meteo.spot_weather, answers[city, index])
                                               for index in range(ft.parking_spot_count(city))])
        self.forecast()

    def forecast(self) -> None:
        """The hourly forecast at the spot the truck is parked at now (the Forecast card's)."""
        spot = self.truck.parking_spot
        self.truck.set_forecast(readable(open_meteo.hourly_forecast, self.answers[spot.city, spot.index]) or [])

    async def ask_weather(self) -> None:
        """Open-Meteo's weather in place of the committed answers, once at start, when the
        server reaches it."""
        if self.open_meteo is None:
            return
        self.weather_from = "asking"
        answers = await asyncio.to_thread(fetch_answers, self.open_meteo)
        self.weather_from = "unreachable" if answers is None else "open-meteo"
        if answers is not None:
            self.weather(answers)
            self.publish()

    def hang_up(self) -> None:
        """Ends every page's event stream: the server is stopping (the pages reconnect to the
        next one)."""
        for queue, _ in self.listeners.values():
            queue.put_nowait(None)

    def close(self) -> None:
        """Gives every view back, then the truck (its file is closed once all are)."""
        for device in self.devices.values():
            device.view.close()
        self.devices.clear()
        self.truck.close()
        self.credentials.close()
        self.store.close()

    def publish(self) -> None:
        """Tells every page that the truck changed: each fetches its region again."""
        self.version += 1
        for queue, _ in self.listeners.values():
            queue.put_nowait(("changed", self.version))

    def notify(self) -> None:
        """Tells every page, in its device's language, of each "Donuts are done!" notification
        the library says is due (the truck's events since the last look)."""
        while events := self.truck.poll_events():
            for event in events:
                if event.kind != ft.EventKind.NOTIFICATION:
                    continue
                for queue, token in self.listeners.values():
                    device = self.devices.get(token)
                    if device is not None:
                        text = device.view.navigation_text
                        queue.put_nowait(("notify", json.dumps({
                            "title": text(ft.NavigationLabel.NOTIFICATION_TITLE),
                            "body": text(ft.NavigationLabel.NOTIFICATION_BODY),
                            "order": event.order_number})))

    def changed(self) -> None:
        """A request changed something: pages refresh, and the clock looks at the next due
        instant again (a countdown started may have moved it)."""
        self.publish()
        if self.wake is not None:
            self.wake.set()

    async def run_clock(self) -> None:
        """Ticks the truck when the library says something is due, and whenever a change may
        have moved that instant; never on a timer of its own."""
        self.wake = asyncio.Event()
        while True:
            due = self.truck.next_due
            timeout = None if due is None else max(0.0, (due - now_ms()) / 1000)
            try:
                await asyncio.wait_for(self.wake.wait(), timeout)
            except asyncio.TimeoutError:
                pass
            self.wake.clear()
            self.truck.tick(max(now_ms(), self.truck.latest_tick or 0))
            self.notify()
            if due is not None and due <= now_ms():
                self.publish()


def member(kind, name: str):
    """The member of one of the binding's enums that a path or a query names ("orders" for
    Panel.ORDERS), or None."""
    return kind.__members__.get(name.upper())


def build_app(shell: Shell) -> Starlette:
    def device_of(request: Request) -> "tuple[str, Device]":
        return shell.device(request.cookies.get(COOKIE))

    def with_cookie(response: Response, token: str) -> Response:
        response.set_cookie(COOKIE, token, httponly=True, samesite="strict")
        return response

    async def home(request: Request) -> Response:
        token, device = device_of(request)
        search = request.query_params.get("search")
        sort = request.query_params.get("sort")
        if search is not None:
            if len(search.encode()) > ft.SEARCH_MAX_BYTES:
                return HTMLResponse(pages.error_page("search: too long"), status_code=400)
            device.place.search = search
        if sort is not None:
            if member(ft.OrderSort, sort) is None:
                return HTMLResponse(pages.error_page("sort: no such sort"), status_code=404)
            device.place.sort = member(ft.OrderSort, sort)
        now = now_ms()
        main = pages.main_region(device.view, now, device.place, shell.feed)
        if request.url.path == "/main":
            return with_cookie(HTMLResponse(main), token)
        return with_cookie(HTMLResponse(pages.document(device.view, main, now)), token)

    def edge(request: Request) -> "Optional[tuple[int, str]]":
        """What the server's edge refuses of a POST: another site's, or a body too large."""
        origin = request.headers.get("origin")
        if origin is not None and origin != f"{request.url.scheme}://{request.url.netloc}":
            return 403, "another origin"
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return 413, "the body is too large"
        return None

    def ceremony(step):
        """A JSON step of a passkey ceremony: its answer, or {"error": ...} with its status."""

        async def endpoint(request: Request) -> Response:
            refused = edge(request)
            if refused is not None:
                return JSONResponse({"error": refused[1]}, status_code=refused[0])
            token, device = device_of(request)
            origin = f"{request.url.scheme}://{request.url.netloc}"
            try:
                body = parse(await request.body())
                answer = step(device.view, request.url.hostname, origin, body)
            except Refused as refusal:
                shell.changed()  # a refused ceremony may have changed the account's state
                return with_cookie(JSONResponse({"error": str(refusal)}, status_code=refusal.status), token)
            shell.actions += 1
            shell.changed()
            return with_cookie(Response(answer or "{}", media_type="application/json"), token)

        return endpoint

    def action(body):
        """A POST that changes the device's view or the truck, then shows the page again."""

        async def endpoint(request: Request) -> Response:
            refused = edge(request)
            if refused is not None:
                return HTMLResponse(pages.error_page(refused[1]), status_code=refused[0])
            token, device = device_of(request)
            try:
                problem = body(request, device)
                if asyncio.iscoroutine(problem):
                    problem = await problem
            except ft.NotFoundError as error:
                return with_cookie(HTMLResponse(pages.error_page(str(error)), status_code=404), token)
            except (ft.InvalidStateError, ft.InvalidArgumentError) as error:
                return with_cookie(HTMLResponse(pages.error_page(str(error)), status_code=409), token)
            if problem is not None:
                return with_cookie(HTMLResponse(pages.error_page(problem), status_code=404), token)
            shell.actions += 1
            shell.changed()
            return with_cookie(RedirectResponse("/", status_code=303), token)

        return endpoint

    def setting(name: str, kind, attribute: str):
        """Sets one of the view's enum properties to the member the path names
        ("/select/orders": selection = Panel.ORDERS)."""

        def body(request: Request, device: Device) -> Optional[str]:
            value = member(kind, request.path_params[name])
            if value is None:
                return f"no such {name}"
            setattr(device.view, attribute, value)
            return None

        return body

    def show(view: ft.Truck, step: ft.Step) -> None:
        """A step shown from its panel's root, as the panel's list opens it (an order from
        Orders, a donut from Donuts), wherever the device was."""
        view.pop_to_root()
        view.selection = step.panel
        view.push(step)

    def open_order(request: Request, device: Device) -> None:
        show(device.view, ft.Step(ft.StepKind.ORDER, ft.Panel.ORDERS, request.path_params["number"]))

    def open_card(request: Request, device: Device) -> Optional[str]:
        card = member(ft.TruckCard, request.path_params["card"])
        width = request.query_params.get("width", "390")
        if card is None or not width.isdigit() or not 1 <= int(width) <= 10_000:
            return "no such card, or no such width"
        device.view.open_card(card, float(width))
        return None

    def park(request: Request, device: Device) -> Optional[str]:
        city = member(ft.City, request.path_params["city"])
        index = request.path_params["index"]
        if city not in open_meteo.CITIES or not 0 <= index < ft.parking_spot_count(city):
            return "no such parking spot"
        device.view.parking_spot = ft.parking_spot(city, index)
        shell.forecast()
        return None

    def timeframe(request: Request, device: Device) -> Optional[str]:
        panel = member(ft.Panel, request.path_params["panel"])
        timeframe = member(ft.Timeframe, request.path_params["timeframe"])
        if timeframe not in pages.TIMEFRAMES.get(panel, ()):
            return "no such timeframe on that panel"
        device.place.timeframes[panel] = timeframe
        return None

    def filter_feed(request: Request, device: Device) -> Optional[str]:
        kind = member(ft.FeedTagKind, request.path_params["kind"])
        if kind is None:
            return "no such tag"
        tag = ft.FeedTag(kind, request.path_params["subject"])
        device.view.tag_title(tag)  # a tag the library does not know: NotFound or InvalidArgument
        device.place.tag = tag
        return None

    def whole_feed(request: Request, device: Device) -> None:
        device.place.tag = None

    def open_sheet(request: Request, device: Device) -> None:
        device.place.sheet_open = not device.place.sheet_open

    def select_plan(request: Request, device: Device) -> Optional[str]:
        plan = member(ft.StoreProduct, request.path_params["plan"])
        if plan not in pages.PLANS:
            return "no such plan"
        device.view.select_store_plan(plan)
        return None

    def buy(request: Request, device: Device) -> Optional[str]:
        product = member(ft.StoreProduct, request.path_params["product"])
        if product not in (ft.StoreProduct.ANNUAL_HISTORY,) + pages.PLANS:
            return "no such product"
        if ft.purchase_action(product, shell.store.buy(product, now_ms())) == ft.StoreAction.DISMISS:
            device.place.sheet_open = False
        return None

    def store_setting(request: Request, device: Device) -> Optional[str]:
        setting = member(ft.StoreSetting, request.path_params["setting"])
        answer = request.path_params["answer"]
        if setting not in pages.STORE_TOGGLES or answer not in ("on", "off"):
            return "no such setting"
        device.view.set_store_setting(setting, answer == "on")
        return None

    def open_donut(request: Request, device: Device) -> None:
        donut = request.path_params["donut"]
        device.view.donut(donut)  # NotFound for a donut the catalog does not have
        show(device.view, ft.Step(ft.StepKind.DONUT, ft.Panel.DONUTS, donut))
        device.place.editor_error = ""

    async def recipe(request: Request, device: Device) -> Optional[str]:
        """The Donut Editor's change: the new donut made by its first, any donut edited; the
        library's refusal shown on the editor, which then changes nothing."""
        form = urllib.parse.parse_qs((await request.body()).decode("utf-8", "replace"), keep_blank_values=True)

        def field(name: str) -> str:
            return form.get(name, [""])[0]

        target = request.path_params["donut"]
        if target != "new" and not target.isdigit():
            return "no such donut"
        try:
            dough, glaze, topping = (None if field(kind) == "" else int(field(kind))
                                     for kind in ("dough", "glaze", "topping"))
        except ValueError:
            return "no such ingredient"
        recipe = {ft.IngredientKind.DOUGH: dough, ft.IngredientKind.GLAZE: glaze, ft.IngredientKind.TOPPING: topping}
        if dough is None or any(index is not None and not 0 <= index < ft.ingredient_count(kind)
                                for kind, index in recipe.items()):
            return "no such ingredient"
        name = field("name")
        place = device.place
        try:
            if target == "new" and place.made is None:
                place.made = device.view.create_donut(name, dough, glaze, topping)
            else:
                device.view.edit_donut(place.made if target == "new" else int(target), name, dough, glaze, topping)
            place.editor_error = ""
        except (ft.InvalidArgumentError, ft.InvalidUtf8Error) as refusal:
            place.editor_error = str(refusal)
        return None

    def next_step(request: Request, device: Device) -> None:
        device.view.advance(request.path_params["number"], now_ms())

    def back(request: Request, device: Device) -> None:
        if device.view.path:
            device.view.pop()

    def cancel(request: Request, device: Device) -> None:
        device.view.request_failed(ft.AccountFailure.CANCELLED)

    def sign_out(request: Request, device: Device) -> None:
        device.view.sign_out()

    def confirm(request: Request, device: Device) -> Optional[str]:
        answer = request.path_params["answer"]
        if answer not in ("yes", "no"):
            return "no such answer"
        device.view.confirm_sign_out(answer == "yes")
        return None

    async def events(request: Request) -> Response:
        """Server-sent events: "changed" with a version number, each time the truck changes;
        "notify" with a "Donuts are done!" notification's title and body in the device's
        language, and its order's number."""
        queue: asyncio.Queue = asyncio.Queue()
        key = id(queue)
        shell.listeners[key] = (queue, device_of(request)[0])

        async def stream():
            try:
                yield f"event: changed\ndata: {shell.version}\n\n"
                while True:
                    message = await queue.get()
                    if message is None:  # the server is stopping
                        return
                    yield f"event: {message[0]}\ndata: {message[1]}\n\n"
            finally:
                shell.listeners.pop(key, None)

        return StreamingResponse(stream(), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-store"})

    async def state(request: Request) -> Response:
        """For a test or a monitor: the library's next due instant, its latest tick, how many
        orders the truck has, its account's state, how many requests changed something, where
        the truck is parked, and whose weather answers it has."""
        spot = shell.truck.parking_spot
        return JSONResponse({"next_due": shell.truck.next_due, "latest_tick": shell.truck.latest_tick,
                             "now": now_ms(), "orders": shell.truck.order_count(),
                             "account": shell.truck.account_state.name, "actions": shell.actions,
                             "parking_spot": [spot.city.name, spot.index], "weather": shell.weather_from})

    @contextlib.asynccontextmanager
    async def lifespan(app):
        loop = asyncio.get_running_loop()
        tasks = [loop.create_task(shell.run_clock()), loop.create_task(shell.ask_weather())]
        yield
        for task in tasks:
            task.cancel()
        shell.close()

    routes = [
        Route("/", home),
        Route("/main", home),
        Route("/events", events),
        Route("/api/state", state),
        Route("/select/{panel}", action(setting("panel", ft.Panel, "selection")), methods=["POST"]),
        Route("/language/{language}", action(setting("language", ft.Locale, "locale")), methods=["POST"]),
        Route("/cards/{card}", action(open_card), methods=["POST"]),
        Route("/orders/{number:int}", action(open_order), methods=["POST"]),
        Route("/orders/{number:int}/next", action(next_step), methods=["POST"]),
        Route("/back", action(back), methods=["POST"]),
        Route("/cities/{city}/spots/{index:int}", action(park), methods=["POST"]),
        Route("/donuts/{donut:int}", action(open_donut), methods=["POST"]),
        Route("/donuts/{donut}/recipe", action(recipe), methods=["POST"]),
        Route("/timeframes/{panel}/{timeframe}", action(timeframe), methods=["POST"]),
        Route("/feed/tags/{kind}/{subject:int}", action(filter_feed), methods=["POST"]),
        Route("/feed/all", action(whole_feed), methods=["POST"]),
        Route("/store/sheet", action(open_sheet), methods=["POST"]),
        Route("/store/plans/{plan}", action(select_plan), methods=["POST"]),
        Route("/store/buy/{product}", action(buy), methods=["POST"]),
        Route("/store/settings/{setting}/{answer}", action(store_setting), methods=["POST"]),
        Route("/account/passkey/register", ceremony(
            lambda view, host, origin, body: shell.ceremonies.register(view, host, body)), methods=["POST"]),
        Route("/account/passkey/registered", ceremony(
            lambda view, host, origin, body: shell.ceremonies.registered(view, origin, body)), methods=["POST"]),
        Route("/account/passkey/sign-in", ceremony(
            lambda view, host, origin, body: shell.ceremonies.sign_in(view, host)), methods=["POST"]),
        Route("/account/passkey/asserted", ceremony(
            lambda view, host, origin, body: shell.ceremonies.asserted(view, origin, body)), methods=["POST"]),
        Route("/account/password/sign-up", ceremony(
            lambda view, host, origin, body: shell.ceremonies.password_sign_up(view, body)), methods=["POST"]),
        Route("/account/password/sign-in", ceremony(
            lambda view, host, origin, body: shell.ceremonies.password_sign_in(view, host, body)), methods=["POST"]),
        Route("/account/cancel", action(cancel), methods=["POST"]),
        Route("/account/sign-out", action(sign_out), methods=["POST"]),
        Route("/account/sign-out/{answer}", action(confirm), methods=["POST"]),
        Mount("/static", StaticFiles(directory=os.path.join(HERE, "static")), name="static"),
    ]
    return Starlette(routes=routes, lifespan=lifespan)


def data_dir() -> str:
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return os.path.join(base, "libfoodtruck")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--data", default=data_dir())
    parser.add_argument("--seed", type=int, default=2022)
    parser.add_argument("--weather", choices=("live", "committed"), default="live",
                        help="Open-Meteo's answers when reachable (live), or always the committed ones")
    parser.add_argument("--open-meteo", default=open_meteo.ENDPOINT, metavar="URL",
                        help="where the forecasts are asked (Open-Meteo's endpoint, or a mirror's)")
    parser.add_argument("--utc-offset", type=int, metavar="MINUTES", default=time.localtime().tm_gmtoff // 60,
                        help="the truck's local time, in minutes east of UTC (this machine's by default)")
    parser.add_argument("--clock", type=int, metavar="MS",
                        help="the clock stands still at this instant (ms since the Unix epoch): for screenshots")
    args = parser.parse_args(argv)
    global STILL
    STILL = args.clock
    os.makedirs(args.data, exist_ok=True)
    shell = Shell(os.path.join(args.data, "web.sqlite"), args.seed,
                  args.open_meteo if args.weather == "live" else None, args.utc_offset)
    config = uvicorn.Config(build_app(shell), host="127.0.0.1", port=args.port, log_level="warning",
                            timeout_graceful_shutdown=1)  # pages keep their event streams open

    class Server(uvicorn.Server):
        def handle_exit(self, sig, frame) -> None:
            shell.hang_up()
            super().handle_exit(sig, frame)

    server = Server(config)
    print(f"Food Truck: http://127.0.0.1:{args.port}/", flush=True)
    server.run()


if __name__ == "__main__":
    main()
