# SPDX-License-Identifier: Apache-2.0
"""Python text to the C side: the one conversion every area's text arguments share."""

from __future__ import annotations


def text_arg(text: str) -> bytes:
    """UTF-8 for a C string argument. A NUL inside would silently cut the string in C, so it
    is refused here with ValueError."""
    data = text.encode("utf-8")
    if b"\0" in data:
        raise ValueError("text must not contain NUL characters: %r" % text)
    return data
