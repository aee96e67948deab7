# SPDX-License-Identifier: Apache-2.0
"""Version (foodtruck.h "Version"): the loaded library's version."""

from __future__ import annotations

from . import _ffi


def version() -> str:
    """The library's version, "MAJOR.MINOR.PATCH" (foodtruck_version()). Raises nothing."""
    return _ffi.lib.foodtruck_version().decode("ascii")


def version_number() -> int:
    """MAJOR * 10000 + MINOR * 100 + PATCH (foodtruck_version_number()). Raises nothing."""
    return _ffi.lib.foodtruck_version_number()
