#!/usr/bin/env python3
"""cffi in ABI mode: ffi.cdef of the preprocessed header (the portability macros predefined
empty, the libc headers left to cffi, which knows their types), ffi.dlopen of the staged
libfoodtruck.so.0, then the four calls and a look at the structs' layout."""

import sys

import cffi

import common


def main():
    ffi = cffi.FFI()
    ffi.cdef(common.preprocess(typedefs=False))
    lib = ffi.dlopen(common.LIBRARY)
    common.check("foodtruck_version()", ffi.string(lib.foodtruck_version()).decode(), common.VERSION)
    truck = ffi.new("foodtruck_truck **")
    common.check("foodtruck_truck_new", lib.foodtruck_truck_new(truck), lib.FOODTRUCK_OK)
    name, length = ffi.new("char[64]"), ffi.new("size_t *")
    common.check("foodtruck_donut_name", lib.foodtruck_donut_name(truck[0], 0, name, 64, length),
                 lib.FOODTRUCK_OK)
    common.check("donut 0", (ffi.string(name).decode(), length[0]),
                 (common.DONUT_0, len(common.DONUT_0)))
    donut = ffi.new("foodtruck_donut *")
    common.check("foodtruck_donut_get", lib.foodtruck_donut_get(truck[0], 0, donut), lib.FOODTRUCK_OK)
    common.check("The Classic's savory", donut.flavors.savory, 6)
    lib.foodtruck_truck_free(truck[0])
    common.check("sizeof(foodtruck_event)", ffi.sizeof("foodtruck_event"), 24)
    common.check("sizeof(foodtruck_gallery_grid)", ffi.sizeof("foodtruck_gallery_grid"), 24)
    print("  ok    cffi (ABI mode): cdef of the preprocessed header, dlopen; version, truck_new, "
          "donut_name, donut_get, truck_free")
    return 0


if __name__ == "__main__":
    sys.exit(main())
