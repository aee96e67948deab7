#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""pycparser, the C parser under cffi and many generators: it parses the preprocessed header,
finds every function tools/declared_functions lists, every struct and enum; then ctypes
prototypes built from its AST alone make the four calls."""

import ctypes
import subprocess
import sys

from pycparser import c_ast, c_parser

import common

CTYPES = {"int": ctypes.c_int, "unsigned int": ctypes.c_uint, "long": ctypes.c_long,
          "unsigned long": ctypes.c_ulong, "signed char": ctypes.c_byte, "short": ctypes.c_short,
          "unsigned char": ctypes.c_ubyte, "unsigned short": ctypes.c_ushort, "_Bool": ctypes.c_bool,
          "double": ctypes.c_double, "char": ctypes.c_char, "void": None}


class Model:
    def __init__(self, ast):
        self.typedefs, self.functions, self.enums, self.structs = {}, {}, {}, set()
        for node in ast.ext:
            if isinstance(node, c_ast.Typedef):
                self.typedefs[node.name] = node.type
                inner = node.type.type
                if isinstance(inner, c_ast.Enum):
                    self.enums[node.name] = [e.name for e in inner.values.enumerators]
                if isinstance(inner, c_ast.Struct):
                    self.structs.add(node.name)
            elif isinstance(node, c_ast.Decl) and isinstance(node.type, c_ast.FuncDecl):
                self.functions[node.name] = node.type

    def ctype(self, node):
        """The ctypes type of an AST type node (pointers to char as c_char_p, to anything opaque
        or unknown as c_void_p)."""
        if isinstance(node, c_ast.PtrDecl):
            target = node.type
            if isinstance(target, c_ast.TypeDecl) and isinstance(target.type, c_ast.IdentifierType):
                name = " ".join(target.type.names)
                if name == "char":
                    return ctypes.c_char_p
                resolved = self.ctype(target)
                if resolved is not None and not isinstance(resolved, type(ctypes.c_void_p)):
                    return ctypes.POINTER(resolved)
            return ctypes.c_void_p
        if isinstance(node, c_ast.TypeDecl):
            inner = node.type
            if isinstance(inner, c_ast.IdentifierType):
                name = " ".join(inner.names)
                if name in CTYPES:
                    return CTYPES[name]
                return self.ctype(self.typedefs[name])
            if isinstance(inner, c_ast.Enum):
                return ctypes.c_int
            return ctypes.c_void_p  # a struct: only passed by pointer in the calls made here
        raise TypeError(f"unsupported type node {type(node).__name__}")

    def function(self, library, name):
        decl = self.functions[name]
        fn = getattr(library, name)
        fn.restype = self.ctype(decl.type)
        params = [p for p in decl.args.params if not (isinstance(p.type, c_ast.TypeDecl) and
                                                      getattr(p.type.type, "names", None) == ["void"])]
        fn.argtypes = [self.ctype(p.type) for p in params]
        return fn


def main():
    ast = c_parser.CParser().parse(common.preprocess(typedefs=True), "foodtruck.h")
    model = Model(ast)
    declared = subprocess.run([f"{common.ROOT}/tools/declared_functions"], capture_output=True,
                              text=True, check=True).stdout.split()
    common.check("functions", sorted(model.functions), declared)
    library = ctypes.CDLL(common.LIBRARY)
    version = model.function(library, "foodtruck_version")
    common.check("foodtruck_version()", version().decode(), common.VERSION)
    truck = ctypes.c_void_p()
    common.check("foodtruck_truck_new", model.function(library, "foodtruck_truck_new")(
        ctypes.byref(truck)), 0)
    name, length = ctypes.create_string_buffer(64), ctypes.c_size_t()
    donut_name = model.function(library, "foodtruck_donut_name")
    common.check("foodtruck_donut_name", donut_name(truck, 0, name, 64, ctypes.byref(length)), 0)
    common.check("donut 0", (name.value.decode(), length.value),
                 (common.DONUT_0, len(common.DONUT_0)))
    model.function(library, "foodtruck_truck_free")(truck)
    print(f"  ok    pycparser: {len(model.functions)} functions, {len(model.structs)} structs, "
          f"{len(model.enums)} enums; version, truck_new, donut_name, truck_free through its AST")
    return 0


if __name__ == "__main__":
    sys.exit(main())
