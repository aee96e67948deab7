"""The misuse matrix (misuse_table.py): every function x every bad input class, each with its
documented status, no output written on failure, the process alive afterwards."""

import subprocess
import sys

import pytest

import misuse_table as table


@pytest.fixture(scope="module")
def ctx():
    context = table.Context()
    yield context
    context.close()


ROW_IDS = ["%s[%s]" % (row.function, row.label) for row in table.ROWS]


@pytest.mark.parametrize("row", table.ROWS, ids=ROW_IDS)
def test_misuse_row(ctx, row):
    assert table.run_row(ctx, row) == []


def test_whole_table_in_a_child_process():
    result = subprocess.run(
        [sys.executable, table.__file__], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("%d rows, 0 failures" % len(table.ROWS))


def test_table_covers_every_function(parsed_header):
    assert sorted({row.function for row in table.ROWS}) == sorted(parsed_header.functions)


SCALARS = ("int32_t", "uint32_t", "int64_t", "uint64_t", "size_t", "bool", "double")


def expected_kinds(params, hdr):
    """The misuse parameter kinds the header's C parameter types call for."""
    kinds, i = [], 0
    while i < len(params):
        c_type, _ = params[i]
        following = [t for t, _ in params[i + 1:i + 3]]
        if c_type in ("foodtruck_truck *", "foodtruck_truck const *"):
            kinds.append(("handle",))
        elif c_type in hdr.callbacks:
            kinds.append(("callback", c_type))  # a function pointer typedef
        elif c_type == "void *":
            kinds.append(("user-data",))  # passed back untouched
        elif c_type.endswith("*") and "const" not in c_type and following == ["size_t", "size_t *"]:
            kinds.append(("buffer", c_type))  # (element *out, capacity, size_t *count)
            i += 3
            continue
        elif c_type.endswith("const *") and c_type != "char const *" and following[:1] == [
            "size_t"
        ]:
            kinds.append(("array-in", c_type))  # (element const *in, size_t count)
            i += 2
            continue
        elif c_type in hdr.enums:
            kinds.append(("enum", len(hdr.enums[c_type].enumerators)))
        elif c_type in hdr.structs:
            kinds.append(("struct", c_type))  # passed by value, e.g. foodtruck_rect bounds
        elif c_type in SCALARS:
            kinds.append(("scalar", c_type))
        elif c_type == "char const *":
            kinds.append(("text",))
        elif c_type.endswith("const *"):
            kinds.append(("in",))
        elif c_type.endswith("*"):
            kinds.append(("out",))
        else:
            raise AssertionError("the misuse table has no kind for C type %r" % c_type)
        i += 1
    return kinds


@pytest.mark.parametrize("function", sorted(table.SPECS))
def test_spec_matches_header_parameters(parsed_header, function):
    """Each function's misuse parameters follow its C parameters, so a changed signature
    fails here until its rows are updated."""
    params = parsed_header.functions[function].pairs
    kinds = [param.kind() for param in table.SPECS[function]]
    assert kinds == expected_kinds(params, parsed_header)
