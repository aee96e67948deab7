# SPDX-License-Identifier: Apache-2.0
"""The conventions at the top of foodtruck.h, through raw calls and through the binding:
caller buffers, last error, status names, handles, library loading, threads."""

import ctypes
import gc
import os
import shutil
import subprocess
import sys
import threading
from ctypes import byref, c_int32, c_size_t, c_void_p

import pytest

import foodtruck as ft
import header
from foodtruck import Status, _ffi

lib = _ffi.lib
BINDING = os.path.join(header.ROOT, "bindings", "python")


def raw_value(handle):
    """A handle's integer value (to rebuild it after the Truck is gone)."""
    return ctypes.cast(handle, c_void_p).value


def as_handle(value):
    return ctypes.cast(c_void_p(value), _ffi.TruckPtr)


# ---- Caller buffers ("Strings and arrays") -------------------------------------------------------


def test_text_size_query(truck):
    length = c_size_t(12345)
    assert lib.foodtruck_donut_name(truck.handle, 0, None, 0, byref(length)) == Status.OK
    assert length.value == len("The Classic")


def test_text_too_small_reports_length_and_writes_nothing(truck):
    for capacity in (1, 5, 11):  # 11 bytes hold the text but not its NUL
        buffer = ctypes.create_string_buffer(b"\xaa" * 16, 16)
        length = c_size_t(0)
        status = lib.foodtruck_donut_name(truck.handle, 0, buffer, capacity, byref(length))
        assert status == Status.BUFFER_TOO_SMALL
        assert length.value == 11
        assert buffer.raw == b"\xaa" * 16
        assert "foodtruck_donut_name" in _ffi.last_error()


def test_text_exact_fit_and_optional_length(truck):
    buffer = ctypes.create_string_buffer(b"\xaa" * 16, 16)
    length = c_size_t(0)
    assert lib.foodtruck_donut_name(truck.handle, 0, buffer, 12, byref(length)) == Status.OK
    assert buffer.raw == b"The Classic\0" + b"\xaa" * 4
    assert length.value == 11
    buffer = ctypes.create_string_buffer(18)  # "Blueberry Frosted" + NUL, no length_out
    assert lib.foodtruck_donut_name(truck.handle, 1, buffer, 18, None) == Status.OK
    assert buffer.value == b"Blueberry Frosted"


def test_text_length_is_in_utf8_bytes(truck):
    truck.locale = ft.Locale.AR
    name = truck.donut_name(0)
    length = c_size_t()
    assert lib.foodtruck_donut_name(truck.handle, 0, None, 0, byref(length)) == Status.OK
    assert length.value == len(name.encode("utf-8")) > len(name)


def test_long_text_needs_the_retry(truck):
    # 64 four-byte characters: 256 bytes + NUL do not fit the binding's first 256-byte buffer.
    name = "\U0001F369" * 64
    donut_id = truck.create_donut(name, 0)
    length = c_size_t()
    assert lib.foodtruck_donut_name(truck.handle, donut_id, None, 0, byref(length)) == Status.OK
    assert length.value == 256
    assert truck.donut_name(donut_id) == name


def test_array_conventions(truck):
    count = c_size_t(999)
    assert lib.foodtruck_donut_sort_by_name(truck.handle, None, 0, byref(count)) == Status.OK
    assert count.value == 17

    ids = (c_int32 * 32)(*([-7] * 32))
    count = c_size_t(0)
    assert lib.foodtruck_donut_sort_by_name(truck.handle, ids, 16, byref(count)) == Status.BUFFER_TOO_SMALL
    assert count.value == 17 and list(ids) == [-7] * 32

    assert lib.foodtruck_donut_sort_by_name(truck.handle, ids, 17, byref(count)) == Status.OK
    assert count.value == 17 and sorted(ids[:17]) == list(range(17)) and list(ids[17:]) == [-7] * 15
    assert list(ids[:17]) == truck.sort_by_name()

    empty = (c_int32 * 1)(-7)
    assert lib.foodtruck_donut_search(truck.handle, b"zzz", empty, 0, byref(count)) == Status.OK
    assert count.value == 0 and empty[0] == -7


# ---- Integer arguments ---------------------------------------------------------------------------


def test_ints_that_do_not_fit_their_c_type_raise_overflow_error(truck):
    """ctypes keeps only the low bits of an int that does not fit: donut 2**32 + 3 would be
    Cosmos. The binding refuses such values before calling the library."""
    assert lib.foodtruck_donut_name(truck.handle, 2**32 + 3, None, 0, None) == Status.OK  # raw: truncated
    cases = [
        (lambda: truck.donut_name(2**32 + 3),
         "foodtruck_donut_name argument 2: 4294967299 does not fit int32_t"),
        (lambda: truck.donut(-(2**31) - 1), "int32_t"),
        (lambda: truck.sort_by_flavor(2**32 + 1), "int32_t"),
        (lambda: truck.create_donut("X", 2**32), "int32_t"),
        (lambda: truck.sort_by_popularity(0, now=2**63), "int64_t"),
        (lambda: truck.top(2**64, 0, now=0), "uint64_t"),
        (lambda: truck.orders(ft.ALL_STATUSES + 2**32), "uint32_t"),
        (lambda: truck.simulate(-1, 0), "uint64_t"),
        (lambda: ft.ingredient_slug(0, 2**40), "int32_t"),
        (lambda: ft.status_string(2**32 + 6), "foodtruck_status_string"),
    ]
    for call, message in cases:
        with pytest.raises(OverflowError, match=message.replace("(", r"\(")):
            call()
    assert truck.donut_count() == 17 and truck.order_count() == 0
    # The extremes themselves pass through to the library, which judges them.
    with pytest.raises(ft.NotFoundError):
        truck.donut(2**31 - 1)
    with pytest.raises(ft.InvalidArgumentError):
        truck.top(2**64 - 1, 0, now=0)


# ---- Errors --------------------------------------------------------------------------------------


def test_last_error_names_the_function_and_is_cleared_by_success(truck):
    donut = _ffi.foodtruck_donut()
    assert lib.foodtruck_donut_get(truck.handle, 0, byref(donut)) == Status.OK
    assert lib.foodtruck_last_error() == b""
    assert lib.foodtruck_donut_get(truck.handle, 99, byref(donut)) == Status.NOT_FOUND
    message = lib.foodtruck_last_error().decode()
    assert message.startswith("foodtruck_donut_get") and "99" in message
    assert lib.foodtruck_donut_get(truck.handle, 1, byref(donut)) == Status.OK
    assert lib.foodtruck_last_error() == b""


def test_exception_carries_status_and_message(truck):
    with pytest.raises(ft.NotFoundError) as error:
        truck.donut(99)
    assert isinstance(error.value, ft.FoodTruckError)
    assert error.value.status is Status.NOT_FOUND
    assert error.value.message.startswith("foodtruck_donut_get:") and "99" in error.value.message
    assert str(error.value) == "NOT_FOUND: " + error.value.message


EXCEPTIONS = [
    (Status.NULL_ARGUMENT, ft.NullArgumentError),
    (Status.INVALID_HANDLE, ft.InvalidHandleError),
    (Status.INVALID_ARGUMENT, ft.InvalidArgumentError),
    (Status.INVALID_UTF8, ft.InvalidUtf8Error),
    (Status.BUFFER_TOO_SMALL, ft.BufferTooSmallError),
    (Status.NOT_FOUND, ft.NotFoundError),
    (Status.INVALID_STATE, ft.InvalidStateError),
    (Status.LIMIT_REACHED, ft.LimitReachedError),
    (Status.DISABLED, ft.DisabledError),
    (Status.STORAGE, ft.StorageError),
    (Status.BUSY, ft.BusyError),
    (Status.READ_ONLY, ft.ReadOnlyError),
    (Status.NOT_A_SESSION, ft.NotASessionError),
    (Status.CORRUPT, ft.CorruptError),
    (Status.UNCONFIRMED, ft.UnconfirmedError),
]


@pytest.mark.parametrize("status,cls", EXCEPTIONS, ids=[s.name for s, _ in EXCEPTIONS])
def test_status_to_exception(status, cls):
    with pytest.raises(cls) as error:
        _ffi.check(status)
    assert type(error.value) is cls and error.value.status is status


def test_unknown_status_gives_the_base_exception():
    error = ft.errors.error_for(42, "odd")
    assert type(error) is ft.FoodTruckError and error.status == 42 and error.message == "odd"
    assert _ffi.check(0) is None


def test_every_status_has_its_exception():
    assert sorted(s for s, _ in EXCEPTIONS) == [s for s in Status if s != Status.OK]


def test_status_strings(parsed_header):
    for name, value in parsed_header.enums["foodtruck_status"].values.items():
        assert lib.foodtruck_status_string(value) == name.encode()
        assert ft.status_string(value) == name
    for value in (max(Status) + 1, 999, -1, 2**31 - 1, -(2**31)):
        assert ft.status_string(value) == "FOODTRUCK_ERR_UNKNOWN"


def test_last_error_is_per_thread(truck):
    handle = truck.handle
    failed, checked = threading.Event(), threading.Event()
    seen = {}

    def worker():
        seen["status"] = lib.foodtruck_donut_get(handle, 99, byref(_ffi.foodtruck_donut()))
        seen["first"] = lib.foodtruck_last_error()
        failed.set()
        checked.wait(10)
        seen["after_main_failed"] = lib.foodtruck_last_error()
        seen["ok"] = lib.foodtruck_donut_count(handle, byref(c_size_t()))
        seen["after_success"] = lib.foodtruck_last_error()

    assert lib.foodtruck_donut_count(handle, byref(c_size_t())) == Status.OK
    thread = threading.Thread(target=worker)
    thread.start()
    assert failed.wait(10)
    assert lib.foodtruck_last_error() == b""  # the worker's failure is not ours
    assert lib.foodtruck_ingredient_count(9, byref(c_size_t())) == Status.INVALID_ARGUMENT
    checked.set()
    thread.join(10)
    assert seen["status"] == Status.NOT_FOUND and seen["first"].startswith(b"foodtruck_donut_get")
    assert seen["after_main_failed"] == seen["first"]
    assert seen["ok"] == Status.OK and seen["after_success"] == b""
    assert lib.foodtruck_last_error().startswith(b"foodtruck_ingredient_count")


# ---- Handles -------------------------------------------------------------------------------------


def test_closed_truck_raises_a_clear_error():
    truck = ft.Truck()
    truck.close()
    assert truck.closed
    uses = (truck.donut_count, lambda: truck.locale, lambda: truck.donut(0), lambda: truck.handle)
    for use in uses:
        with pytest.raises(ft.InvalidHandleError, match="Truck is closed") as error:
            use()
        assert error.value.status is Status.INVALID_HANDLE
    truck.close()  # idempotent
    assert repr(truck) == "<foodtruck.Truck closed>"


def test_a_closed_truck_never_reaches_the_library(monkeypatch):
    """Methods are checked by recording the library's functions; a setting read as a property
    binds its function once (_ffi.handle_property), so there the message tells: the library
    would refuse the freed handle in its own words, naming the function."""
    calls = []
    for name in ("foodtruck_donut_count", "foodtruck_truck_tick", "foodtruck_donut_name"):
        monkeypatch.setattr(lib, name, lambda *args: calls.append(args) or Status.OK)
    truck = ft.Truck()
    truck.close()
    uses = (truck.donut_count, lambda: truck.tick(1), lambda: truck.donut_name(0),
            lambda: truck.price_cents, lambda: truck.locale)
    for use in uses:
        with pytest.raises(ft.InvalidHandleError, match="^INVALID_HANDLE: Truck is closed$"):
            use()
    assert calls == []


def test_a_property_reports_the_library_refusal(monkeypatch):
    """A setting read as a property (_ffi.handle_property) raises what the library reports,
    converted or not, while an event callable is registered (a read delivers no event, so the
    property runs no delivery frame)."""
    truck = ft.Truck()
    truck.on_event(lambda event: None)
    assert (truck.price_cents, truck.locale, truck.city) == (578, ft.Locale.EN, ft.City.CUPERTINO)
    assert lib.foodtruck_truck_free(truck.handle) == Status.OK  # freed behind the Truck's back
    for use in (lambda: truck.price_cents, lambda: truck.locale, lambda: truck.dropped_events):
        with pytest.raises(ft.InvalidHandleError, match="foodtruck_"):
            use()
    monkeypatch.setattr(truck, "_finalizer", lambda: None)  # its handle is already freed


def test_the_binding_calls_what_lib_holds_now(truck, monkeypatch):
    """The binding's methods look each function up in lib on every call, so that a test can
    record calls by replacing an attribute of lib (and put it back). The settings read as
    properties (Truck.price_cents, ...) are the exception: _ffi.handle_property() binds its
    function once, for speed."""
    calls = []

    def recording(name):
        real = getattr(lib, name)

        def record(*args):
            calls.append(name)
            return real(*args)
        return record

    for name in ("foodtruck_donut_count", "foodtruck_truck_tick", "foodtruck_donut_name"):
        monkeypatch.setattr(lib, name, recording(name))
    assert (truck.donut_count(), truck.tick(1), truck.donut_name(0)) == (17, 0, "The Classic")
    assert calls == ["foodtruck_donut_count", "foodtruck_truck_tick", "foodtruck_donut_name"]
    monkeypatch.undo()
    assert truck.donut_count() == 17 and len(calls) == 3


def test_freed_handle_and_double_free():
    handle = _ffi.TruckPtr()
    assert lib.foodtruck_truck_new(byref(handle)) == Status.OK
    assert lib.foodtruck_donut_count(handle, byref(c_size_t())) == Status.OK
    assert lib.foodtruck_truck_free(handle) == Status.OK
    assert lib.foodtruck_donut_count(handle, byref(c_size_t())) == Status.INVALID_HANDLE
    assert lib.foodtruck_truck_free(handle) == Status.INVALID_HANDLE
    assert "foodtruck_truck_free" in _ffi.last_error()
    assert lib.foodtruck_truck_free(None) == Status.OK
    assert lib.foodtruck_truck_free(_ffi.TruckPtr()) == Status.OK
    # A new truck (possibly in the same slot) does not revive the old handle.
    with ft.Truck() as other:
        assert raw_value(other.handle) != raw_value(handle)
        assert lib.foodtruck_donut_count(handle, byref(c_size_t())) == Status.INVALID_HANDLE


def test_close_reports_a_handle_freed_behind_its_back():
    truck = ft.Truck()
    assert lib.foodtruck_truck_free(truck.handle) == Status.OK
    with pytest.raises(ft.InvalidHandleError, match="foodtruck_truck_free"):
        truck.close()
    assert truck.closed


def test_context_manager_closes_even_on_error():
    with pytest.raises(ft.NotFoundError):
        with ft.Truck() as truck:
            value = raw_value(truck.handle)
            truck.donut(1000)
    assert truck.closed
    assert lib.foodtruck_donut_count(as_handle(value), byref(c_size_t())) == Status.INVALID_HANDLE


def test_garbage_collection_frees_the_handle():
    truck = ft.Truck()
    value = raw_value(truck.handle)
    assert lib.foodtruck_donut_count(as_handle(value), byref(c_size_t())) == Status.OK
    del truck
    gc.collect()
    assert lib.foodtruck_donut_count(as_handle(value), byref(c_size_t())) == Status.INVALID_HANDLE


def test_truck_is_accepted_by_raw_calls(truck):
    count = c_size_t()
    assert lib.foodtruck_donut_count(truck, byref(count)) == Status.OK and count.value == 17


def test_one_session_shared_by_threads(truck):
    """CDLL releases the GIL, so these calls really overlap inside the library."""
    created, errors = [], []

    def writer(n):
        try:
            for i in range(25):
                created.append(truck.create_donut("T%d-%d" % (n, i), i % 7, i % 7, i % 24))
                truck.search("t%d" % n)
                truck.sort_by_flavor(ft.Flavor.SWEET)
        except Exception as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert errors == []
    assert sorted(created) == list(range(17, 17 + 200))
    assert truck.donut_count() == 217
    assert len(truck.sort_by_name()) == 217


def test_free_while_other_threads_use_the_handle():
    """foodtruck_truck_free is safe "even while other threads use the same handle": their calls
    complete or get FOODTRUCK_ERR_INVALID_HANDLE, and the process lives."""
    for _ in range(20):
        handle = _ffi.TruckPtr()
        assert lib.foodtruck_truck_new(byref(handle)) == Status.OK
        started = threading.Barrier(5)
        statuses = []

        def user():
            started.wait(10)
            buffer, length, new_id = ctypes.create_string_buffer(256), c_size_t(), c_int32()
            for _ in range(100000):
                results = (
                    lib.foodtruck_donut_name(handle, 0, buffer, 256, byref(length)),
                    lib.foodtruck_donut_create(handle, b"Racer", 0, -1, -1, byref(new_id)),
                )
                statuses.extend(results)
                if Status.INVALID_HANDLE in results:
                    break

        threads = [threading.Thread(target=user) for _ in range(4)]
        for thread in threads:
            thread.start()
        started.wait(10)
        assert lib.foodtruck_truck_free(handle) == Status.OK
        for thread in threads:
            thread.join(60)
        assert set(statuses) <= {Status.OK, Status.INVALID_HANDLE}
        assert statuses.count(Status.INVALID_HANDLE) >= 4  # every thread saw the free


# ---- Loading -------------------------------------------------------------------------------------


def run_python(code, **env_changes):
    env = dict(os.environ, PYTHONPATH=BINDING)
    env.pop("FOODTRUCK_LIBRARY", None)
    env.update(env_changes)
    return subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )


def test_default_library_is_the_packaged_copy():
    result = run_python("import foodtruck; print(foodtruck._ffi.LIBRARY_PATH)")
    assert result.returncode == 0, result.stderr
    expected = os.path.join(BINDING, "foodtruck", "lib", "libfoodtruck.so.0")
    assert result.stdout.strip() == expected


def test_foodtruck_library_overrides_the_path(tmp_path):
    copy = tmp_path / "libfoodtruck-copy.so"
    shutil.copy(_ffi.LIBRARY_PATH, copy)
    result = run_python(
        "import foodtruck; print(foodtruck._ffi.LIBRARY_PATH, foodtruck.__version__)",
        FOODTRUCK_LIBRARY=str(copy),
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [str(copy), ft.version()]


def test_missing_library_is_a_clear_import_error(tmp_path):
    missing = tmp_path / "nowhere" / "libfoodtruck.so.0"
    result = run_python("import foodtruck", FOODTRUCK_LIBRARY=str(missing))
    assert result.returncode != 0
    assert "ImportError: foodtruck: cannot load libfoodtruck from %s" % missing in result.stderr
    assert "FOODTRUCK_LIBRARY" in result.stderr


@pytest.fixture
def unpackaged(tmp_path):
    """A copy of the binding without its library, as an sdist installs it; the staged library
    copied to tmp_path/prefix/lib with a foodtruck.pc that points there, as cmake --install
    lays them out."""
    shutil.copytree(os.path.join(BINDING, "foodtruck"), tmp_path / "site" / "foodtruck",
                    ignore=shutil.ignore_patterns("lib", "__pycache__"))
    lib = tmp_path / "prefix" / "lib"
    (lib / "pkgconfig").mkdir(parents=True)
    shutil.copy(_ffi.LIBRARY_PATH, lib / "libfoodtruck.so.0")
    (lib / "pkgconfig" / "foodtruck.pc").write_text(
        "prefix=${pcfiledir}/../..\nlibdir=${prefix}/lib\nName: foodtruck\nDescription: test\n"
        "Version: %s\nLibs: -L${libdir} -lfoodtruck\n" % ft.version())
    return tmp_path


def run_unpackaged(root, **env_changes):
    env = {"PATH": os.environ["PATH"], "PYTHONPATH": str(root / "site"), "PKG_CONFIG_PATH": str(root / "none")}
    env.update(env_changes)
    return subprocess.run([sys.executable, "-c", "import foodtruck, foodtruck._ffi as f; print(f.LIBRARY_PATH, "
                           "foodtruck.version())"], env=env, capture_output=True, text=True, timeout=60)


def test_without_a_packaged_copy_pkg_config_names_the_library(unpackaged):
    result = run_unpackaged(unpackaged, PKG_CONFIG_PATH=str(unpackaged / "prefix" / "lib" / "pkgconfig"))
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [str(unpackaged / "prefix" / "lib" / "libfoodtruck.so.0"), ft.version()]


def test_without_a_packaged_copy_the_dynamic_loader_finds_the_library(unpackaged):
    result = run_unpackaged(unpackaged, LD_LIBRARY_PATH=str(unpackaged / "prefix" / "lib"))
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["libfoodtruck.so.0", ft.version()]


def test_with_no_library_anywhere_the_import_error_says_how_to_install_one(unpackaged):
    result = run_unpackaged(unpackaged)
    assert result.returncode != 0
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith("ImportError: foodtruck: no libfoodtruck found")
    for fix in ("pip install foodtruck-*.whl", "cmake --install", "PKG_CONFIG_PATH", "LD_LIBRARY_PATH",
                "FOODTRUCK_LIBRARY"):
        assert fix in last


@pytest.mark.parametrize("number,match", [(10100, "major version 1"), (99, "older"), (0, "older")])
def test_version_mismatch_is_an_import_error(number, match):
    with pytest.raises(ImportError, match=match):
        _ffi.check_version(number)


def test_current_version_passes_the_check():
    assert _ffi.check_version(ft.version_number()) is None


@pytest.mark.parametrize("number", [201, 300, 199])
def test_packaged_library_must_be_the_bindings_own_version(number):
    # This binding is 0.2.0 (200). A later patch or minor version passes when named by
    # $FOODTRUCK_LIBRARY, never as the packaged copy.
    with pytest.raises(ImportError, match="packaged library .* is version number %d, but this "
                       "binding is 200" % number):
        _ffi.check_version(number, packaged=True)
    assert _ffi.check_version(200, packaged=True) is None
