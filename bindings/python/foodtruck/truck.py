"""Truck (foodtruck.h "Truck" and "Localization"): the session handle and its settings."""

from __future__ import annotations

import enum
import weakref
from ctypes import byref, c_bool, c_int

from . import _ffi
from .catalog import CatalogMixin
from .errors import InvalidHandleError, Status


class Locale(enum.IntEnum):
    """ft_locale: the language of every string a session produces."""

    EN = 0
    AR = 1


def _free(handle: "_ffi.TruckPtr") -> int:
    # The finalizer: it holds the handle, never the Truck, so the Truck can be collected.
    return _ffi.lib.ft_truck_free(handle)


class Truck(CatalogMixin):
    """A truck session (ft_truck *): the catalog and settings, English by default.

    Ownership: the Truck owns its handle and frees it (ft_truck_free) on close(), on leaving a
    ``with`` block, or when garbage-collected (weakref.finalize, which also runs at interpreter
    exit). close() is idempotent. Using a closed Truck raises InvalidHandleError ("Truck is
    closed") without calling the library. A Truck may be shared between threads.

    Raises FoodTruckError subclasses as the library reports them (see CatalogMixin).
    """

    def __init__(self) -> None:
        handle = _ffi.TruckPtr()
        _ffi.check(_ffi.lib.ft_truck_new(byref(handle)))
        self._raw = handle
        self._finalizer = weakref.finalize(self, _free, handle)

    @property
    def handle(self) -> "_ffi.TruckPtr":
        """The raw ft_truck * for calls through foodtruck._ffi.lib; borrowed, valid until
        close(). Raises InvalidHandleError when the Truck is closed."""
        if not self._finalizer.alive:
            raise InvalidHandleError(Status.INVALID_HANDLE, "Truck is closed")
        return self._raw

    _handle = handle
    # Lets a Truck be passed where the raw library expects an ft_truck *.
    _as_parameter_ = handle

    @property
    def closed(self) -> bool:
        """True once the handle has been freed."""
        return not self._finalizer.alive

    def close(self) -> None:
        """Frees the handle now. Idempotent."""
        status = self._finalizer()  # None when it already ran
        if status is not None:
            _ffi.check(status)

    def __enter__(self) -> "Truck":
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    def __repr__(self) -> str:
        return "<foodtruck.Truck %s>" % ("closed" if self.closed else "open")

    @property
    def locale(self) -> Locale:
        """The session's language (get and set). Setting a value that is not a Locale raises
        InvalidArgumentError."""
        value = c_int()
        _ffi.check(_ffi.lib.ft_truck_locale(self._handle, byref(value)))
        return Locale(value.value)

    @locale.setter
    def locale(self, locale: int) -> None:
        _ffi.check(_ffi.lib.ft_truck_set_locale(self._handle, locale))

    @property
    def is_right_to_left(self) -> bool:
        """True when the session's language runs right to left (Arabic)."""
        value = c_bool()
        _ffi.check(_ffi.lib.ft_truck_is_right_to_left(self._handle, byref(value)))
        return value.value
