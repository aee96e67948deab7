# SPDX-License-Identifier: Apache-2.0
"""The binding's package carries the project's license: Apache-2.0 as pyproject.toml's license
expression (PEP 639), and the LICENSE and NOTICE files beside it (links to the repository's,
which setuptools puts in the wheel's dist-info/licenses/)."""

import os

from conftest import ROOT

BINDING = os.path.join(ROOT, "bindings", "python")


def test_pyproject_names_apache_2():
    with open(os.path.join(BINDING, "pyproject.toml"), encoding="utf-8") as f:
        text = f.read()
    assert '\nlicense = "Apache-2.0"\n' in text
    assert 'license-files = ["LICENSE", "NOTICE"]' in text
    # PEP 639: a license classifier beside a license expression is an error.
    assert "License ::" not in text


def test_notice_file_is_the_repository_one():
    with open(os.path.join(BINDING, "NOTICE"), encoding="utf-8") as ours, \
            open(os.path.join(ROOT, "NOTICE"), encoding="utf-8") as root:
        text = ours.read()
        assert text == root.read()
    assert "Apache License, Version 2.0" in text and "WWDC22" in text and "no code" in text


def test_license_file_is_the_repository_one():
    with open(os.path.join(BINDING, "LICENSE"), encoding="utf-8") as ours, \
            open(os.path.join(ROOT, "LICENSE"), encoding="utf-8") as root:
        text = ours.read()
        assert text == root.read()
    assert "Apache License" in text and "Version 2.0, January 2004" in text
