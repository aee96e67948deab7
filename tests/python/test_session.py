# SPDX-License-Identifier: Apache-2.0
"""Sessions kept in a file (foodtruck.h "Truck": foodtruck_truck_open,
foodtruck_truck_is_read_only) through Truck.open(): a reopened session equals an in-memory twin
made by the same calls, read-only sessions, the files refused, one session per file (in this
process and from another), and the path types."""

import hashlib
import os
import pathlib
import subprocess
import sys

import pytest

import foodtruck as ft
from foodtruck import OrderStatus as S
from foodtruck import Timeframe as T
from foodtruck import _ffi

NOW = 1_700_000_000_000  # 2023-11-14 22:13:20 UTC
SEED = 42
STREAM = 3
CUSTOM = 17  # the catalog has 17 donuts (ids 0-16): the first custom donut is the 18th


def make_changes(truck):
    """The same calls for a file session and its in-memory twin: settings, a custom donut, the
    simulation, an order of the custom donut placed and advanced twice, the live stream."""
    truck.utc_offset = -480
    truck.weekend_days = {ft.Weekday.FRIDAY}
    truck.price_cents = 600
    truck.timer_duration = 30
    assert truck.create_donut("Maple Probe", 2, 1, None) == CUSTOM
    truck.simulate(SEED, NOW, stream_limit=STREAM)
    number = truck.place_order({CUSTOM: 2}, NOW + 1_000)
    assert truck.advance(number, NOW + 2_000) is S.PREPARING
    assert truck.advance(number, NOW + 3_000) is S.READY
    # The stream's orders arrive 3-8 s apart: all 3 within 24 s of NOW.
    assert truck.tick(NOW + 60_000) == STREAM
    return number


def snapshot(truck):
    """Every getter the comparison uses, in plain values."""
    numbers = truck.orders()
    return {
        "utc_offset": truck.utc_offset,
        "weekend_days": truck.weekend_days,
        "price_cents": truck.price_cents,
        "timer_duration": truck.timer_duration,
        "locale": truck.locale,
        "donuts": [truck.donut(i) for i in range(truck.donut_count())],
        "donut_names": [truck.donut_name(i) for i in range(truck.donut_count())],
        "orders": [truck.order(n) for n in numbers],
        "display_ids": [truck.order_display_id(n) for n in numbers],
        "next_due": truck.next_due,
        "sales_today": truck.sales_by_donut(T.TODAY, now=NOW + 60_000),
        "sales_year": truck.sales_series(T.YEAR, now=NOW + 60_000),
        "total_month": truck.total_sales(T.MONTH, now=NOW + 60_000),
        "read_only": truck.read_only,
    }


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def folder_state(folder):
    """Each file of the folder and its hash: what a refused open must leave as it was."""
    return {name: sha256(os.path.join(folder, name)) for name in sorted(os.listdir(folder))}


# ---- A session survives closing ------------------------------------------------------------------


def test_reopened_session_equals_its_in_memory_twin(tmp_path):
    path = tmp_path / "truck.session"
    with ft.Truck.open(path) as session:
        assert session.read_only is False
        number = make_changes(session)
    with ft.Truck() as twin:
        assert make_changes(twin) == number
        expected = snapshot(twin)
    with ft.Truck.open(path) as reopened:
        assert snapshot(reopened) == expected
        # Worked out from the calls, not read back: 24 orders today from simulate(), the custom
        # order, then the 3 streamed ones.
        assert reopened.order_count() == 24 + 1 + STREAM
        order = reopened.order(number)
        assert order.lines == ((CUSTOM, 2),) and order.total_cents == 2 * 600
        assert (order.status, order.preparing_since) == (S.READY, NOW + 2_000)
        assert reopened.donut_name(CUSTOM) == "Maple Probe" and reopened.donut(CUSTOM).is_custom
        assert reopened.price_cents == 600 and reopened.utc_offset == -480
        assert reopened.weekend_days == {ft.Weekday.FRIDAY} and reopened.timer_duration == 30
        # The stream is used up; next is the activity that preparing started, stale 2 minutes
        # after its content was set (docs/domain.md 7.3).
        assert reopened.next_due == NOW + 2_000 + 120_000
        # Events waiting at close are not kept.
        assert reopened.pending_events == 0 and reopened.dropped_events == 0
        # Still a session that takes changes, kept too.
        reopened.price_cents = 650
    with ft.Truck.open(path) as again:
        assert again.price_cents == 650


def test_a_new_file_holds_a_new_session(tmp_path):
    path = tmp_path / "new.session"
    with ft.Truck.open(path) as session, ft.Truck() as fresh:
        assert snapshot(session) == snapshot(fresh)
        assert session.price_cents == 578 and session.order_count() == 0
    assert path.is_file()


def test_sync_normal_keeps_changes_as_full_does(tmp_path):
    for sync in ft.Sync:
        path = tmp_path / ("%s.session" % sync.name)
        with ft.Truck.open(path, sync=sync) as session:
            session.price_cents = 123
        with ft.Truck.open(path) as reopened:
            assert reopened.price_cents == 123, sync


def test_sync_values_are_the_option_bits():
    assert ft.Sync.FULL == 0 and ft.Sync.NORMAL == ft.OpenOption.SYNC_NORMAL == 2
    assert ft.OpenOption.READ_ONLY == 1


def test_a_session_in_memory_is_never_read_only(truck):
    assert truck.read_only is False


def test_a_refused_change_tells_the_operator_what_became_of_it(tmp_path):
    """A change refused by a read-only session raises ReadOnlyError; status_text gives the
    operator's sentence for it and for each file failure, in the session's language, and
    "Something went wrong." for the caller's own mistakes."""
    path = tmp_path / "day.session"
    with ft.Truck.open(path) as truck:
        truck.price_cents = 500
    with ft.Truck.open(path, read_only=True) as reader:
        with pytest.raises(ft.ReadOnlyError) as refused:
            reader.price_cents = 600
        assert reader.status_text(refused.value.status) == (
            "This session is read-only: changes are not saved.")
        assert reader.status_text(ft.Status.STORAGE) == (
            "Not saved: the change could not be written. Nothing was changed; try again.")
        assert reader.status_text(ft.Status.UNCONFIRMED).startswith(
            "Saving could not be confirmed: your last change may not have been kept.")
        assert reader.status_text(ft.Status.NOT_FOUND) == "Something went wrong."
        with pytest.raises(ft.InvalidArgumentError):
            reader.status_text(ft.Status.OK)
    with ft.Truck() as arabic:
        arabic.locale = ft.Locale.AR
        assert arabic.status_text(ft.Status.BUSY) == "الجلسة مفتوحة في نافذة أخرى."


def test_closed_file_session_raises_invalid_handle(tmp_path):
    session = ft.Truck.open(tmp_path / "s")
    session.close()
    session.close()  # idempotent
    with pytest.raises(ft.InvalidHandleError, match="closed"):
        session.read_only


# ---- Read-only -----------------------------------------------------------------------------------

def test_read_only_session_refuses_changes_and_leaves_the_file_as_it_was(tmp_path):
    path = tmp_path / "truck.session"
    with ft.Truck.open(path) as session:
        number = make_changes(session)
    before = folder_state(tmp_path)
    with ft.Truck.open(path, read_only=True) as reader:
        assert reader.read_only is True
        assert reader.price_cents == 600 and reader.order(number).status is S.READY
        with pytest.raises(ft.ReadOnlyError):
            reader.price_cents = 700
        with pytest.raises(ft.ReadOnlyError):
            reader.create_donut("Refused", 0)
        with pytest.raises(ft.ReadOnlyError):
            reader.advance(number, NOW + 70_000)
        assert reader.price_cents == 600 and reader.donut_count() == CUSTOM + 1
        assert reader.order(number).status is S.READY
    assert folder_state(tmp_path) == before


def test_two_readers_may_share_a_file_but_not_with_a_writer(tmp_path):
    path = tmp_path / "truck.session"
    ft.Truck.open(path).close()
    with ft.Truck.open(path, read_only=True) as first, ft.Truck.open(path, read_only=True):
        assert first.read_only is True
        with pytest.raises(ft.BusyError):
            ft.Truck.open(path)


# ---- Files refused -------------------------------------------------------------------------------


def test_a_folder_is_a_storage_error(tmp_path):
    before = folder_state(tmp_path)
    with pytest.raises(ft.StorageError, match="directory"):
        ft.Truck.open(tmp_path)
    assert folder_state(tmp_path) == before


def test_a_text_file_is_not_a_session_and_is_left_as_it_was(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("Buy more sprinkles.\n" * 100)
    before = folder_state(tmp_path)
    with pytest.raises(ft.NotASessionError):
        ft.Truck.open(path)
    assert folder_state(tmp_path) == before


def test_a_missing_folder_is_a_storage_error(tmp_path):
    with pytest.raises(ft.StorageError):
        ft.Truck.open(tmp_path / "no such folder" / "truck.session")
    assert os.listdir(tmp_path) == []


def test_a_missing_file_opened_read_only_is_a_storage_error_and_not_created(tmp_path):
    with pytest.raises(ft.StorageError, match="does not exist"):
        ft.Truck.open(tmp_path / "missing.session", read_only=True)
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize("path", ["", b""], ids=["str", "bytes"])
def test_an_empty_path_is_an_invalid_argument(path):
    with pytest.raises(ft.InvalidArgumentError):
        ft.Truck.open(path)


def test_a_path_over_path_max_bytes_is_an_invalid_argument(tmp_path):
    long_path = os.path.join(str(tmp_path), "x" * ft.PATH_MAX_BYTES)
    with pytest.raises(ft.InvalidArgumentError):
        ft.Truck.open(long_path)
    assert os.listdir(tmp_path) == []


def test_a_nul_byte_in_the_path_is_refused_before_the_call(tmp_path):
    # C would read the path up to the NUL and open "a" instead.
    with pytest.raises(ValueError, match="NUL"):
        ft.Truck.open(str(tmp_path / "a\0b"))
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize("name", [b"\xff.session", "\udcff.session"], ids=["bytes", "str"])
def test_a_path_that_is_not_utf8_is_refused(tmp_path, name):
    # os.fsencode() gives b"\xff" for both: the str holds the byte as a surrogate escape.
    with pytest.raises(ft.InvalidUtf8Error, match="foodtruck_truck_open"):
        folder = os.fsencode(tmp_path) if isinstance(name, bytes) else str(tmp_path)
        ft.Truck.open(os.path.join(folder, name))
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize("sync", [1, 3, "full"])
def test_a_sync_that_is_not_a_sync_is_a_value_error(tmp_path, sync):
    with pytest.raises(ValueError):
        ft.Truck.open(tmp_path / "s", sync=sync)
    assert os.listdir(tmp_path) == []


def test_a_path_that_is_not_a_path_is_a_type_error():
    with pytest.raises(TypeError):
        ft.Truck.open(42)


# ---- One session per file ------------------------------------------------------------------------


def test_a_second_open_in_this_process_is_busy_until_the_first_closes(tmp_path):
    path = tmp_path / "truck.session"
    with ft.Truck.open(path) as session:
        session.price_cents = 321
        with pytest.raises(ft.BusyError, match="foodtruck_truck_open"):
            ft.Truck.open(path)
        with pytest.raises(ft.BusyError):
            ft.Truck.open(path, read_only=True)
        assert session.price_cents == 321  # the refused opens did not disturb it
    with ft.Truck.open(path) as second:
        assert second.price_cents == 321


CHILD = """
import sys
import foodtruck
try:
    foodtruck.Truck.open(sys.argv[1])
except foodtruck.BusyError as error:
    print("busy:", error.status.name)
    sys.exit(3)
print("opened")
"""


def run_child(path):
    """Opens path in another Python process with this process's binding and library; its exit
    status is 3 for BusyError, 0 when it opened the file."""
    package_parent = os.path.dirname(os.path.dirname(os.path.abspath(ft.__file__)))
    env = dict(os.environ, PYTHONPATH=package_parent, FOODTRUCK_LIBRARY=_ffi.LIBRARY_PATH)
    return subprocess.run(
        [sys.executable, "-c", CHILD, str(path)],
        env=env, capture_output=True, text=True, timeout=60,
    )


def test_another_process_is_refused_while_this_one_holds_the_file(tmp_path):
    path = tmp_path / "truck.session"
    with ft.Truck.open(path) as session:
        session.price_cents = 999
        child = run_child(path)
        assert (child.returncode, child.stdout) == (3, "busy: BUSY\n"), child.stderr
        assert session.price_cents == 999
    # Released at close: the same child now opens it.
    child = run_child(path)
    assert (child.returncode, child.stdout) == (0, "opened\n"), child.stderr


# ---- Path types ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "as_path", [str, pathlib.Path, os.fsencode, pathlib.PurePosixPath],
    ids=["str", "Path", "bytes", "PurePosixPath"],
)
def test_path_types_open_the_same_file(tmp_path, as_path):
    path = tmp_path / "truck.session"
    with ft.Truck.open(as_path(str(path))) as session:
        session.price_cents = 444
    assert os.listdir(tmp_path) == ["truck.session"]  # the log is folded in at close
    with ft.Truck.open(str(path)) as reopened:
        assert reopened.price_cents == 444


def test_a_non_ascii_path(tmp_path):
    path = tmp_path / "Café ☕.session"
    with ft.Truck.open(path) as session:
        session.price_cents = 555
    assert os.listdir(tmp_path) == ["Café ☕.session"]
    with ft.Truck.open(os.fsencode(path)) as reopened:
        assert reopened.price_cents == 555


def test_a_relative_path_is_from_the_working_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with ft.Truck.open("relative.session") as session:
        session.price_cents = 777
    with ft.Truck.open(tmp_path / "relative.session") as reopened:
        assert reopened.price_cents == 777
