# SPDX-License-Identifier: Apache-2.0
"""include/foodtruck.h, parsed: a thin import of tools/api.py, the project's one header parser.

``parse()`` returns its Api model: ``functions`` (name -> Function: ``ret``, ``params`` with
C type, name and class, ``pairs``, ``area``, ``doc``), ``enums`` (name -> Enum, ``values``),
``structs`` (name -> Struct, ``fields``), ``callbacks``, ``constants``/``defines`` and
``macros``; ``evaluate()`` computes a constant expression of the header.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from api import generated  # noqa: E402,F401
from api_model import HEADER, Api, ApiError, evaluate, normalize_type, parse  # noqa: E402,F401

__all__ = ["ROOT", "HEADER", "Api", "ApiError", "evaluate", "generated", "normalize_type", "parse"]
