# SPDX-License-Identifier: Apache-2.0
"""catalog.py: libfoodtruck from Python, through the ctypes binding in bindings/python.

    PYTHONPATH=bindings/python python3 examples/python/catalog.py

Shows: a truck session as a context manager, donuts as dataclasses, sort orders, search in
English and Arabic, the donut editor, and errors as exceptions carrying the library's message.
"""

import foodtruck
from foodtruck import Flavor, Locale

with foodtruck.Truck() as truck:
    print(f"libfoodtruck {foodtruck.version()}")
    for donut_id in truck.sort_by_flavor(Flavor.SPICY)[:3]:
        donut = truck.donut(donut_id)
        print(f"{truck.donut_name(donut_id):<12} spicy {donut.flavors.spicy}")

    print("matching 'lemon':", [truck.donut_name(i) for i in truck.search("lemon")])

    new_id = truck.create_donut("Midnight Zest", dough=6, topping=20)
    print(f"Custom donut {new_id}: {truck.donut_name(new_id)}")

    truck.locale = Locale.AR
    print("right to left:", truck.is_right_to_left, "|", truck.donut_name(0))

    try:
        truck.donut(99)
    except foodtruck.NotFoundError as error:
        print(f"expected error: {error.message}")
