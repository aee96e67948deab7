# SPDX-License-Identifier: Apache-2.0
"""A session file of the first schema (tests/fixtures/session/schema-1.sql) is migrated when it
is opened, in one transaction, and gives the session it recorded; a file of a newer schema than
the library's is refused and left byte for byte as it was; a row whose checksum or result does
not match is refused as damaged. Through the C ABI (ctypes)."""

import ctypes
import hashlib
import os
import sqlite3
import struct
import subprocess
import sys

import pytest

from foodtruck import _capi, _ffi

lib = _ffi.lib
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURE = os.path.join(ROOT, "tests", "fixtures", "session", "schema-1.sql")
NOW = 1796000000000  # the fixture's first order
STATUS = _capi.Status


def build(path, script):
    db = sqlite3.connect(path)
    db.executescript(script)
    db.close()


def open_session(path, options=0):
    truck = _capi.TruckPtr()
    status = lib.foodtruck_truck_open(os.fsencode(path), options, ctypes.byref(truck))
    return status, truck


def order(truck, number):
    out = _capi.foodtruck_order()
    assert lib.foodtruck_order_get(truck, number, ctypes.byref(out)) == STATUS.OK
    return out


def crc32c(data):
    """CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), bit by bit from its definition."""
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ 0x82F63B78 if crc & 1 else crc >> 1
    return crc ^ 0xFFFFFFFF


def test_crc32c_gives_the_published_check_value():
    assert crc32c(b"123456789") == 0xE3069283


def row_checksum(seq, kind, body, result):
    """A row's checksum as docs/conventions.md states it: seq, kind as 8-byte little-endian
    integers, 1 and the result (0 and 0 for none), the body's length, then the body."""
    head = struct.pack("<qqBqq", seq, kind, 0 if result is None else 1, result or 0, len(body))
    return crc32c(head + body)


def schema_number(schema):
    """The user_version of schema 3 on: the number, its complement in the high 16 bits."""
    return struct.unpack("<i", struct.pack("<I", (~schema & 0xFFFF) << 16 | schema))[0]


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def test_schema_1_is_migrated_to_3_and_replays_the_day(tmp_path):
    path = tmp_path / "schema1.sqlite"
    with open(FIXTURE) as f:
        build(path, f.read())
    status, truck = open_session(path)
    assert status == STATUS.OK, lib.foodtruck_last_error()
    try:
        locale = ctypes.c_int()
        assert lib.foodtruck_truck_locale(truck, ctypes.byref(locale)) == STATUS.OK
        assert locale.value == _capi.Locale.AR
        # Order 1: 2 donuts at 6.50 = 13.00, completed (prepared, ready by its countdown's end).
        first = order(truck, 1)
        assert (first.status, first.total_donuts, first.total_cents) == (
            _capi.OrderStatus.COMPLETED, 2, 1300)
        third = order(truck, 3)
        assert (third.status, third.total_donuts, third.total_cents) == (
            _capi.OrderStatus.PLACED, 3, 1950)
        missing = _capi.foodtruck_order()
        assert lib.foodtruck_order_get(truck, 4, ctypes.byref(missing)) == STATUS.NOT_FOUND
        # A change after the migration is written with its result (order 4's number).
        line = (_capi.foodtruck_order_line * 1)(_capi.foodtruck_order_line(1, 1))
        number = ctypes.c_int32()
        assert lib.foodtruck_order_place(truck, line, 1, NOW + 80000,
                                         ctypes.byref(number)) == STATUS.OK
        assert number.value == 4
    finally:
        lib.foodtruck_truck_free(truck)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone() == (-262141,)  # 0xFFFC0003
    assert schema_number(3) == -262141
    assert db.execute("PRAGMA application_id").fetchone() == (0x4654524B,)
    columns = [row[1] for row in db.execute("PRAGMA table_info(changes)")]
    assert columns == ["seq", "kind", "body", "result", "crc"]
    # The fixture's 8 rows keep no result (schema 1 had none); the new one has 4. Every row
    # has its checksum, the old ones taken at the migration.
    rows = db.execute("SELECT seq, kind, body, result, crc FROM changes ORDER BY seq").fetchall()
    assert [(seq, result) for seq, _, _, result, _ in rows] == (
        [(seq, None) for seq in range(1, 9)] + [(9, 4)])
    for seq, kind, body, result, crc in rows:
        assert crc == row_checksum(seq, kind, body, result), seq
    db.close()
    # Reopened: already schema 3, the same session with order 4.
    status, truck = open_session(path)
    assert status == STATUS.OK
    assert order(truck, 4).total_cents == 650
    lib.foodtruck_truck_free(truck)


@pytest.mark.parametrize("version, status, expected", [
    (schema_number(4), STATUS.NOT_A_SESSION, "newer than this library's 3"),
    (3, STATUS.CORRUPT, "schema number 3 is not one"),
    (0, STATUS.CORRUPT, "schema number 0 is not one"),
    (schema_number(3) ^ 0x10000, STATUS.CORRUPT, "is not one a session can hold"),
])
def test_an_unknown_schema_is_refused_and_left_untouched(tmp_path, version, status, expected):
    """A newer schema's number is refused as not this library's session; a number no schema
    has (a bare 3, none, a flipped bit) as a damaged one."""
    path = tmp_path / "other.sqlite"
    with open(FIXTURE) as f:
        build(path, f.read().replace("PRAGMA user_version = 1;",
                                     "PRAGMA user_version = %d;" % version))
    before = digest(path)
    got, truck = open_session(path)
    assert got == status
    assert expected in lib.foodtruck_last_error().decode()
    assert not truck
    assert digest(path) == before
    assert sorted(os.listdir(tmp_path)) == ["other.sqlite"]  # no -wal or -shm left


@pytest.mark.parametrize("with_checksum, expected", [
    (False, "its checksum does not match"),
    (True, "not the 7 acknowledged"),
])
def test_a_change_that_replays_to_another_result_is_corrupt(tmp_path, with_checksum, expected):
    """Each change keeps its result and its checksum: a file whose order 3 was acknowledged as
    number 7 does not describe the session it replays to, and is refused rather than served;
    without the checksum made anew, the checksum finds it first."""
    path = tmp_path / "lying.sqlite"
    status, truck = open_session(path)
    assert status == STATUS.OK
    line = (_capi.foodtruck_order_line * 1)(_capi.foodtruck_order_line(0, 1))
    number = ctypes.c_int32()
    for i in range(3):
        assert lib.foodtruck_order_place(truck, line, 1, NOW + i, ctypes.byref(number)) == 0
    lib.foodtruck_truck_free(truck)
    db = sqlite3.connect(path)
    db.execute("UPDATE changes SET result = 7 WHERE seq = 3")
    if with_checksum:
        kind, body = db.execute("SELECT kind, body FROM changes WHERE seq = 3").fetchone()
        db.execute("UPDATE changes SET crc = ? WHERE seq = 3", (row_checksum(3, kind, body, 7),))
    db.commit()
    db.close()
    before = digest(path)
    status, truck = open_session(path)
    assert status == STATUS.CORRUPT
    message = lib.foodtruck_last_error().decode()
    assert "change 3" in message and expected in message
    assert digest(path) == before


CRASH_AFTER_A_CHANGE = """
import ctypes, os, sys
from foodtruck import _capi, _ffi
lib = _ffi.lib
truck = _capi.TruckPtr()
assert lib.foodtruck_truck_open(os.fsencode(sys.argv[1]), 0, ctypes.byref(truck)) == 0
line = (_capi.foodtruck_order_line * 1)(_capi.foodtruck_order_line(2, 3))
number = ctypes.c_int32()
assert lib.foodtruck_order_place(truck, line, 1, %d, ctypes.byref(number)) == 0
os._exit(0)  # a crash: the migration and the change are in the log, never checkpointed
""" % (NOW + 90000)


def test_a_migration_left_in_the_log_by_a_crash_opens(tmp_path):
    """The writer that migrates a file turns WAL on first, so the new schema number is in the
    log until a checkpoint: after a crash the file's own header still says schema 1. Both
    opens read the schema as SQLite does (through the log) and serve the migrated session,
    checked."""
    path = tmp_path / "schema1.sqlite"
    with open(FIXTURE) as f:
        build(path, f.read())
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "bindings", "python"))
    subprocess.run([sys.executable, "-c", CRASH_AFTER_A_CHANGE, str(path)], check=True, env=env)
    assert os.path.exists(str(path) + "-wal")
    with open(path, "rb") as f:
        assert f.read(100)[60:64] == b"\x00\x00\x00\x01"  # the file's bytes: schema 1
    for options in (_capi.OpenOption.READ_ONLY, 0):
        status, truck = open_session(path, options)
        assert status == STATUS.OK, lib.foodtruck_last_error()
        assert order(truck, 4).total_donuts == 3
        lib.foodtruck_truck_free(truck)


LEAVE_A_LOG = """
import os, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("PRAGMA journal_mode = WAL")
db.execute("CREATE TABLE notes (text TEXT)")
db.executemany("INSERT INTO notes VALUES (?)", [("note %d" % i,) for i in range(500)])
db.commit()
os._exit(0)  # the other application stops with its log beside its file
"""


@pytest.mark.parametrize("options", [0, _capi.OpenOption.READ_ONLY])
def test_another_applications_file_and_its_log_are_left_as_they_were(tmp_path, options):
    """Refused, the file is closed as it was found: SQLite does not checkpoint the other
    application's log into it on close."""
    path = tmp_path / "notes.db"
    subprocess.run([sys.executable, "-c", LEAVE_A_LOG, str(path)], check=True)
    before = (digest(path), digest(str(path) + "-wal"))
    status, truck = open_session(path, options)
    assert status == STATUS.NOT_A_SESSION
    assert "another application" in lib.foodtruck_last_error().decode()
    assert (digest(path), digest(str(path) + "-wal")) == before


@pytest.mark.parametrize("options", [0, _capi.OpenOption.READ_ONLY])
def test_another_applications_file_in_wal_mode_gets_no_log_beside_it(tmp_path, options):
    """A closed file in WAL mode has no log beside it; refusing it leaves none there either
    (SQLite would make a log and its index to read it)."""
    path = tmp_path / "notes.db"
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("CREATE TABLE notes (text TEXT)")
    db.commit()
    db.close()
    assert sorted(os.listdir(tmp_path)) == ["notes.db"]
    before = digest(path)
    status, truck = open_session(path, options)
    assert status == STATUS.NOT_A_SESSION
    assert "another application" in lib.foodtruck_last_error().decode()
    assert sorted(os.listdir(tmp_path)) == ["notes.db"]
    assert digest(path) == before


def test_a_reader_of_a_copy_in_wal_mode_leaves_nothing_beside_it(tmp_path):
    """A copy of a session taken while its writer had it open is in WAL mode with no log beside
    it; a reader opens the copy and, freed, leaves it alone, as it does when refusing it damaged."""
    live = tmp_path / "live.foodtruck"
    status, writer = open_session(live)
    assert status == STATUS.OK
    copy = tmp_path / "copy" / "copy.foodtruck"
    copy.parent.mkdir()
    copy.write_bytes(live.read_bytes())
    lib.foodtruck_truck_free(writer)
    assert copy.read_bytes()[18:20] == b"\x02\x02"  # WAL's write and read versions
    status, reader = open_session(copy, _capi.OpenOption.READ_ONLY)
    assert status == STATUS.OK, lib.foodtruck_last_error()
    lib.foodtruck_truck_free(reader)
    assert os.listdir(copy.parent) == ["copy.foodtruck"]
    damaged = bytearray(copy.read_bytes())
    damaged[71] ^= 0x01  # a bit of the application id: a damaged session, read by SQLite
    copy.write_bytes(damaged)
    status, reader = open_session(copy, _capi.OpenOption.READ_ONLY)
    assert status == STATUS.CORRUPT, lib.foodtruck_last_error()
    assert os.listdir(copy.parent) == ["copy.foodtruck"]
    assert copy.read_bytes() == bytes(damaged)
