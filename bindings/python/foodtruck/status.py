# SPDX-License-Identifier: Apache-2.0
"""The names of status codes, as the library spells them."""

from __future__ import annotations

from . import _ffi


def status_string(status: int) -> str:
    """The name of a status code, e.g. "FOODTRUCK_ERR_NOT_FOUND"; "FOODTRUCK_ERR_UNKNOWN" for other values.

    Calls foodtruck_status_string(); the library's string is static (nothing to free). Raises only
    OverflowError, for an int outside the C int range.
    """
    _ffi.check_integer(status, _ffi.foodtruck_status, "foodtruck_status_string argument 1")
    return _ffi.lib.foodtruck_status_string(status).decode("ascii")
