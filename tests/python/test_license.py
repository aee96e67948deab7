"""The binding's package carries the project's license: Apache-2.0 in pyproject.toml, and the
LICENSE file beside it (a link to the repository's, which setuptools puts in the wheel)."""

import os

from conftest import ROOT

BINDING = os.path.join(ROOT, "bindings", "python")


def test_pyproject_names_apache_2():
    with open(os.path.join(BINDING, "pyproject.toml"), encoding="utf-8") as f:
        text = f.read()
    assert 'license = {text = "Apache-2.0"}' in text
    assert "License :: OSI Approved :: Apache Software License" in text


def test_license_file_is_the_repository_one():
    with open(os.path.join(BINDING, "LICENSE"), encoding="utf-8") as ours, \
            open(os.path.join(ROOT, "LICENSE"), encoding="utf-8") as root:
        text = ours.read()
        assert text == root.read()
    assert "Apache License" in text and "Version 2.0, January 2004" in text
