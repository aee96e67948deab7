# SPDX-License-Identifier: Apache-2.0
"""python_bench.py: the Python side of the benchmarks, measured in one run.

1. Top 5 over 10^4, 10^5 and 10^6 orders: the binding's Truck.top() (the library's rollups)
   against a pure-Python aggregation of the same orders (the way a Python shell without the
   library would compute it). Results are compared before anything is timed.
2. A handle getter: the binding's Truck.price_cents against the same raw ctypes call
   (lib.foodtruck_truck_price with a c_int64 out-parameter), written the fastest way ctypes
   allows (the c_int64 itself, which ctypes passes by reference in C) and, for reference, the
   common way (byref(), a Python object made per call). The ratio is against the fastest.

    PYTHONPATH=bindings/python python3 benchmarks/python_bench.py [sizes]
Prints markdown table rows.
"""

import ctypes
import random
import sys
import timeit

import foodtruck
from foodtruck import City, Timeframe
from foodtruck._ffi import lib

NOW = 1_796_000_000_000
DAY = 86_400_000


def make_orders(n, rng):
    orders = []
    for _ in range(n):
        created = NOW - rng.randrange(30 * DAY // 1000) * 1000
        donuts = rng.sample(range(17), rng.randint(1, 5))
        orders.append((created, tuple((d, rng.randint(1, 5)) for d in donuts)))
    return orders


def python_top5(orders, since, now):
    totals = [0] * 17
    for created, lines in orders:
        if since <= created <= now:
            for donut, count in lines:
                totals[donut] += count
    ranked = sorted(range(17), key=lambda d: (-totals[d], d))
    return [(d, totals[d]) for d in ranked[:5]]


def best(stmt, number, repeat=5):
    return min(timeit.repeat(stmt, number=number, repeat=repeat)) / number


def top5_rows(sizes):
    print("| orders | binding Top 5 | pure Python Top 5 | speed-up |")
    print("|---|---|---|---|")
    rng = random.Random(42)
    since = NOW // DAY * DAY - 29 * DAY
    for n in sizes:
        orders = make_orders(n, rng)
        with foodtruck.Truck() as truck:
            for created, lines in orders:
                truck.place_order(list(lines), created)
            expected = python_top5(orders, since, NOW)
            got = [(s.donut_id, s.sales) for s in truck.top(5, Timeframe.MONTH, City.ALL, NOW)]
            if got != expected:
                raise SystemExit(f"results differ: {got} != {expected}")
            lib_time = best(lambda: truck.top(5, Timeframe.MONTH, City.ALL, NOW), 2000)
            py_time = best(lambda: python_top5(orders, since, NOW), max(1, 200_000 // n), 3)
            print(f"| {n} | {lib_time * 1e6:.1f} us | {py_time * 1e6:.0f} us | {py_time / lib_time:,.0f}x |")


def getter_row():
    with foodtruck.Truck() as truck:
        handle = truck._as_parameter_
        function = lib.foodtruck_truck_price

        def raw():
            value = ctypes.c_int64()
            function(handle, value)
            return value.value

        def raw_byref():
            value = ctypes.c_int64()
            function(handle, ctypes.byref(value))
            return value.value

        assert raw() == raw_byref() == truck.price_cents == 578
        bound = best(lambda: truck.price_cents, 200_000)
        raw_time = best(raw, 200_000)
        byref_time = best(raw_byref, 200_000)
        print("| binding getter | raw ctypes call | ratio | raw ctypes call with byref() |")
        print("|---|---|---|---|")
        print(f"| {bound * 1e9:.0f} ns | {raw_time * 1e9:.0f} ns | {bound / raw_time:.2f} "
              f"| {byref_time * 1e9:.0f} ns |")


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    top5_rows([10_000, 100_000, 1_000_000][:count])
    print()
    getter_row()
