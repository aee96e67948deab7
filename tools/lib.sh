# SPDX-License-Identifier: Apache-2.0
# lib.sh: what the test scripts share, sourced after their `cd` to the repository's root:
#   . tools/lib.sh
# It defines the staged library's directory, the failure counter with fail() and finish(),
# and memcheck, the one valgrind command line of the project (0 errors, no leaks beyond the
# documented Swift-runtime suppression in tests/c/valgrind.supp). Sourced, never run.

# The library tools/stage lays out: what the tests, examples and demo load.
stage_lib="$PWD/build/stage/lib"

failures=0

# fail MESSAGE: reports one failure and counts it; the script goes on to the next check.
fail() {
  echo "  FAIL  $*"
  failures=$((failures + 1))
}

# finish NAME: ends a script that counted failures: exit 1 with a summary if there were any.
finish() {
  [ "$failures" -eq 0 ] || { echo "$1: $failures failures"; exit 1; }
}

# memcheck PROGRAM [ARGS...]: runs it under valgrind memcheck; exit status 99 on any error or
# leak.
memcheck() {
  valgrind -q --leak-check=full --show-leak-kinds=definite,indirect,possible \
    --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=99 \
    --suppressions="$valgrind_suppressions" "$@"
}
# Absolute, so that memcheck works from any folder.
valgrind_suppressions="$PWD/tests/c/valgrind.supp"

# apt_install PACKAGE...: installs Debian packages a step needs on a fresh machine, quietly;
# the package lists are fetched only when the first attempt fails (a fresh image has none).
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq "$@" >/dev/null 2>&1 ||
    { apt-get update -qq >/dev/null && apt-get install -y -qq "$@" >/dev/null; }
}

# ensure_build_deps: what every Swift build of the library needs beyond the toolchain: SQLite's
# header and library (Debian's libsqlite3-dev; the library then needs libsqlite3.so.0 at run
# time), installed when missing.
ensure_build_deps() {
  [ -f /usr/include/sqlite3.h ] || { echo "installing libsqlite3-dev" >&2; apt_install libsqlite3-dev; }
}

# build_shell OUTPUT [CC]: builds the terminal Food Truck (examples/shell/*.c) against the staged
# library, -Werror, with what it needs beyond the C library: GNU FriBidi (Arabic in visual order
# and joined) and ncurses' tinfo (the terminal's colours and moves), installed when missing.
build_shell() {
  pkg-config --exists fribidi tinfo 2>/dev/null ||
    { echo "installing libfribidi-dev libncurses-dev" >&2; apt_install pkg-config libfribidi-dev libncurses-dev; }
  # shellcheck disable=SC2046 # pkg-config's flags are words
  "${2:-cc}" -std=c11 -Wall -Wextra -Werror -pedantic -g -Ibuild/stage/include $(pkg-config --cflags fribidi tinfo) \
    examples/shell/*.c -L"$stage_lib" -lfoodtruck -Wl,-rpath,"$stage_lib" $(pkg-config --libs fribidi tinfo) -o "$1"
}

# newer_than_manylinux_2_28 FILE...: prints each symbol version the shared objects need beyond
# manylinux_2_28's (GLIBC_2.28, GLIBCXX_3.4.25, CXXABI_1.3.11), nothing when none; such a version
# keeps them from loading on an older glibc (Sources/GlibcBaseline/baseline.c gives the library's
# functions their old versions).
newer_than_manylinux_2_28() {
  local baseline newest
  for baseline in GLIBC_2.28 GLIBCXX_3.4.25 CXXABI_1.3.11; do
    newest=$(objdump -T "$@" | grep -oE "${baseline%_*}_[0-9.]+" | sort -uV | tail -1)
    if [ -n "$newest" ] && [ "$(printf '%s\n%s\n' "$newest" "$baseline" | sort -V | tail -1)" != "$baseline" ]; then
      objdump -T "$@" | grep -F "($newest)" | awk '{print $NF "@" $(NF-1)}' | tr -d '()' | sort -u
    fi
  done
}
