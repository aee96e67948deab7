# SPDX-License-Identifier: Apache-2.0
"""Shared fixtures for the binding's tests. Run after tools/stage:

    PYTHONPATH=bindings/python python3 -m pytest -q tests/python
"""

import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)  # header.py, facts.py
# The repository's binding, unless PYTHONPATH already names one (e.g. an installed copy).
sys.path.append(os.path.join(ROOT, "bindings", "python"))

import foodtruck  # noqa: E402
import header  # noqa: E402


@pytest.fixture
def truck():
    """A fresh English session, closed after the test."""
    with foodtruck.Truck() as session:
        yield session


@pytest.fixture(scope="session")
def parsed_header():
    """include/foodtruck.h, parsed (see header.py)."""
    return header.parse()
