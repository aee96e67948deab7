# SPDX-License-Identifier: Apache-2.0
"""Text helpers the generators share: Python names of the header's C names, doc comments as
Python docstrings and comments, header prose as Markdown."""

import os
import re
import textwrap
from typing import List

from api_model import ApiError, Enum

#: Python member names of an enum whose enumerators share no single prefix: the prefixes to
#: strip, longest first (every other enum strips its enumerators' common prefix).
ENUM_PREFIXES = {
    "foodtruck_status": ("FOODTRUCK_ERR_", "FOODTRUCK_"),
    "foodtruck_order_action": ("FOODTRUCK_ORDER_ACTION_", "FOODTRUCK_ORDER_"),
}


def _camel(c_name: str) -> str:
    """'foodtruck_order_status' -> 'OrderStatus'."""
    return "".join(word.capitalize() for word in c_name[len("foodtruck_"):].split("_"))


def _member_names(enum: Enum) -> List[str]:
    names = [e.name for e in enum.enumerators]
    prefixes = ENUM_PREFIXES.get(enum.name)
    if prefixes is None:
        common = os.path.commonprefix(names)
        prefixes = (common[: common.rfind("_") + 1],)
    result = []
    for name in names:
        prefix = next((p for p in prefixes if name.startswith(p)), None)
        if prefix is None or not name[len(prefix):] or not re.match(r"[A-Z]", name[len(prefix):]):
            raise ApiError("%s: no Python name for %s" % (enum.name, name))
        result.append(name[len(prefix):])
    return result



def _py_doc(text: str, indent: str) -> List[str]:
    text = " ".join(text.replace('"""', "'''").replace("\\", "\\\\").split())
    one = indent + '"""%s"""' % text
    if len(one) <= 99:
        return [one]
    lines = textwrap.wrap('"""' + text, 99 - len(indent))
    return [indent + line for line in lines] + [indent + '"""']


def _comment(text: str, indent: str, mark: str = "#:") -> List[str]:
    if not text:
        return []
    prefix = indent + mark + " "
    return textwrap.wrap(" ".join(text.split()), 99, initial_indent=prefix, subsequent_indent=prefix)



def _md(text: str) -> str:
    """Header prose as Markdown: emphasis characters and tags escaped."""
    return re.sub(r"([\\*<\[\]`|])", r"\\\1", text)



def _one_line(text: str) -> str:
    return " ".join(text.split())
