# SPDX-License-Identifier: Apache-2.0
"""store.py: the web shell's demo store, in place of a platform's.

On a phone the platform's store sells, charges and renews, and the app hands its lists to the
library; a browser has no such store, so this one plays it, labelled on every page that sells
as the library names it ("Test Store": purchases are simulated, nothing is charged). Every
purchase succeeds at once, verified, at the server's now; a plan's period ends the product's
period later on the calendar (UTC) and is not renewed. What a purchase unlocks, every word on
the buttons and what to do after each outcome are the library's. The purchases are kept in
store.sqlite beside the session, so a restarted server keeps them."""

import calendar
import datetime
import sqlite3
from typing import Optional

import foodtruck as ft
from foodtruck import StorePeriod, StoreProduct

#: The months a period lasts (a platform's calendar rule, not the library's).
MONTHS = {StorePeriod.MONTH: 1, StorePeriod.THREE_MONTHS: 3, StorePeriod.YEAR: 12}
#: The library's bound on the transactions handed in.
MAX_TRANSACTIONS = 1000


def period_end(start_ms: int, months: int) -> int:
    """The instant `months` calendar months after `start_ms` (UTC), the day clamped to the
    month's last."""
    start = datetime.datetime.fromtimestamp(start_ms / 1000, datetime.timezone.utc)
    month = start.month - 1 + months
    year, month = start.year + month // 12, month % 12 + 1
    day = min(start.day, calendar.monthrange(year, month)[1])
    return int(start.replace(year=year, month=month, day=day).timestamp() * 1000)


class DemoStore:
    """The purchases made in the demo store, handed to the truck at start and after each one."""

    def __init__(self, path: str, truck: ft.Truck, now: int) -> None:
        self.truck = truck
        self.db = sqlite3.connect(path, isolation_level=None)
        self.db.execute("CREATE TABLE IF NOT EXISTS purchases (id INTEGER PRIMARY KEY, product INTEGER NOT NULL, "
                        "purchased_at INTEGER NOT NULL, expires_at INTEGER)")
        if not truck.store_setting(ft.StoreSetting.ENABLED):
            truck.set_store_setting(ft.StoreSetting.ENABLED, True)  # the store sells: unlocks gate
        self.hand_in(now)

    def close(self) -> None:
        self.db.close()

    def hand_in(self, now: int) -> None:
        """Gives the library every transaction and the plan's status at `now`, as a platform
        would."""
        rows = self.db.execute("SELECT id, product, purchased_at, expires_at FROM purchases ORDER BY id").fetchall()
        self.truck.set_store_transactions([
            ft.StoreTransaction(id, StoreProduct(product), at, expires) for id, product, at, expires in rows])
        plans = [row for row in rows if row[3] is not None]
        if plans:
            _, product, _, expires = plans[-1]
            state = ft.RenewalState.SUBSCRIBED if expires > now else ft.RenewalState.EXPIRED
            self.truck.set_store_subscriptions([ft.SubscriptionStatus(StoreProduct(product), state, None, expires)])

    def buy(self, product: StoreProduct, now: int) -> ft.PurchaseOutcome:
        """A purchase, which the demo store grants at once (FAILED past the library's bound)."""
        (count,) = self.db.execute("SELECT count(*) FROM purchases").fetchone()
        if count >= MAX_TRANSACTIONS:
            return ft.PurchaseOutcome.FAILED
        period = self.truck.store_product_info(product).period
        expires: Optional[int] = None if period is None else period_end(now, MONTHS[period])
        self.db.execute("INSERT INTO purchases (product, purchased_at, expires_at) VALUES (?, ?, ?)",
                        (int(product), now, expires))
        self.hand_in(now)
        return ft.PurchaseOutcome.SUCCESS
