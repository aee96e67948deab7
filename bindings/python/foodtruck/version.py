"""Version (foodtruck.h "Version"): the loaded library's version."""

from __future__ import annotations

from . import _ffi


def version() -> str:
    """The library's version, "MAJOR.MINOR.PATCH" (ft_version()). Raises nothing."""
    return _ffi.lib.ft_version().decode("ascii")


def version_number() -> int:
    """MAJOR * 10000 + MINOR * 100 + PATCH (ft_version_number()). Raises nothing."""
    return _ffi.lib.ft_version_number()
