# SPDX-License-Identifier: Apache-2.0
"""Version introspection (docs/architecture.md, practice 2): header macros == runtime == Python
package == CMake project."""

import os
import re
import sys

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - the machine runs 3.11
    tomllib = None

import foodtruck
import header

PYPROJECT = os.path.join(header.ROOT, "bindings", "python", "pyproject.toml")
CMAKELISTS = os.path.join(header.ROOT, "CMakeLists.txt")


def test_runtime_version_equals_header(parsed_header):
    string = parsed_header.defines["FOODTRUCK_VERSION_STRING"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", string)
    assert foodtruck.version() == string == foodtruck.__version__


def test_version_number_equals_header(parsed_header):
    assert foodtruck.version_number() == parsed_header.defines["FOODTRUCK_VERSION_NUMBER"]


def test_macros_are_consistent(parsed_header):
    d = parsed_header.defines
    major, minor, patch = (int(p) for p in d["FOODTRUCK_VERSION_STRING"].split("."))
    macros = (d["FOODTRUCK_VERSION_MAJOR"], d["FOODTRUCK_VERSION_MINOR"], d["FOODTRUCK_VERSION_PATCH"])
    assert macros == (major, minor, patch)
    assert d["FOODTRUCK_VERSION_NUMBER"] == major * 10000 + minor * 100 + patch


def test_python_package_version_equals_header(parsed_header):
    with open(PYPROJECT, encoding="utf-8") as f:
        text = f.read()
    if tomllib is not None:
        version = tomllib.loads(text)["project"]["version"]
    else:
        version = re.search(r'^version\s*=\s*"([^"]+)"', text, re.M).group(1)
    assert version == parsed_header.defines["FOODTRUCK_VERSION_STRING"]


def test_cmake_project_version_equals_header(parsed_header):
    # CMakeLists.txt is being written in parallel: only this comparison waits for it.
    if os.path.exists(CMAKELISTS):
        with open(CMAKELISTS, encoding="utf-8") as f:
            text = f.read()
        pattern = r"project\s*\(\s*foodtruck\b[^)]*?\bVERSION\s+([0-9.]+)"
        match = re.search(pattern, text, re.S | re.I)
        assert match, "no `project(foodtruck VERSION x.y.z ...)` in CMakeLists.txt"
        assert match.group(1) == parsed_header.defines["FOODTRUCK_VERSION_STRING"]
    assert parsed_header.defines["FOODTRUCK_VERSION_STRING"] == foodtruck.version()
