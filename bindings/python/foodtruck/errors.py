# SPDX-License-Identifier: Apache-2.0
"""Errors (foodtruck.h "Errors"): status codes, their names, and the exceptions they become.

Every failed library call raises FoodTruckError, or the subclass for its status code, carrying
``status`` (a Status) and ``message`` (the calling thread's foodtruck_last_error() text, read right
after the failing call).
"""

from __future__ import annotations

from ._capi import Status  # generated from the header (tools/api.py)


OK = Status.OK
BUFFER_TOO_SMALL = Status.BUFFER_TOO_SMALL


class FoodTruckError(Exception):
    """A library call failed. ``status`` is the Status (or the raw int for an unknown code);
    ``message`` is the library's message naming the function and the bad argument."""

    def __init__(self, status: int, message: str):
        try:
            status = Status(status)
        except ValueError:
            pass
        self.status = status
        self.message = message
        name = status.name if isinstance(status, Status) else "status %d" % status
        super().__init__("%s: %s" % (name, message) if message else name)


class NullArgumentError(FoodTruckError):
    """FOODTRUCK_ERR_NULL_ARGUMENT: a required pointer was NULL."""


class InvalidHandleError(FoodTruckError):
    """FOODTRUCK_ERR_INVALID_HANDLE: a NULL, freed or foreign handle, or a closed Truck."""


class InvalidArgumentError(FoodTruckError):
    """FOODTRUCK_ERR_INVALID_ARGUMENT: an enum value, index, count or name out of its range."""


class InvalidUtf8Error(FoodTruckError):
    """FOODTRUCK_ERR_INVALID_UTF8: a string argument was not valid UTF-8."""


class BufferTooSmallError(FoodTruckError):
    """FOODTRUCK_ERR_BUFFER_TOO_SMALL: a caller buffer could not hold the result (the binding retries,
    so this reaches callers only through raw calls)."""


class NotFoundError(FoodTruckError):
    """FOODTRUCK_ERR_NOT_FOUND: no object has the given id."""


class InvalidStateError(FoodTruckError):
    """FOODTRUCK_ERR_INVALID_STATE: the object's state does not allow the operation."""


class LimitReachedError(FoodTruckError):
    """FOODTRUCK_ERR_LIMIT_REACHED: a configured capacity is used up (e.g. the most live activities
    allowed at once are showing)."""


class DisabledError(FoodTruckError):
    """FOODTRUCK_ERR_DISABLED: the feature is turned off by a setting (e.g. live activities)."""


class StorageError(FoodTruckError):
    """FOODTRUCK_ERR_STORAGE: the session's file could not be created, read or written (no such
    folder, no permission, a folder, the disk full); a change refused with it was not made."""


class BusyError(FoodTruckError):
    """FOODTRUCK_ERR_BUSY: the session's file is open in another session, here or in another
    process."""


class ReadOnlyError(FoodTruckError):
    """FOODTRUCK_ERR_READ_ONLY: the session was opened read-only (or its file is not writable)
    and refuses every change."""


class NotASessionError(FoodTruckError):
    """FOODTRUCK_ERR_NOT_A_SESSION: the file is not SQLite, another application's database, or a
    session of a newer schema; it was left as it was."""


class CorruptError(FoodTruckError):
    """FOODTRUCK_ERR_CORRUPT: the session's file is damaged; it was left as it was."""


class UnconfirmedError(FoodTruckError):
    """FOODTRUCK_ERR_UNCONFIRMED: the disk did not confirm a change (a failed sync): it may or may
    not be in the file. The session refuses every later change until it is closed and opened
    again; the reopened file holds the truth."""


_ERRORS = {
    Status.NULL_ARGUMENT: NullArgumentError,
    Status.INVALID_HANDLE: InvalidHandleError,
    Status.INVALID_ARGUMENT: InvalidArgumentError,
    Status.INVALID_UTF8: InvalidUtf8Error,
    Status.BUFFER_TOO_SMALL: BufferTooSmallError,
    Status.NOT_FOUND: NotFoundError,
    Status.INVALID_STATE: InvalidStateError,
    Status.LIMIT_REACHED: LimitReachedError,
    Status.DISABLED: DisabledError,
    Status.STORAGE: StorageError,
    Status.BUSY: BusyError,
    Status.READ_ONLY: ReadOnlyError,
    Status.NOT_A_SESSION: NotASessionError,
    Status.CORRUPT: CorruptError,
    Status.UNCONFIRMED: UnconfirmedError,
}


def error_for(status: int, message: str) -> FoodTruckError:
    """The exception for a non-OK status: its subclass, or FoodTruckError for unknown codes."""
    return _ERRORS.get(status, FoodTruckError)(status, message)
