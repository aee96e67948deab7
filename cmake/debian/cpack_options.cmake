# SPDX-License-Identifier: Apache-2.0
# cpack_options.cmake: read by cpack for each generator (CPACK_PROJECT_CONFIG_FILE, set in
# cmake/packaging.cmake). A .deb installs into /usr, and the multiarch libdir and foodtruck.pc's
# system paths come from that prefix when the build is configured: a build configured for
# another prefix (the default /usr/local) would make packages that put files where Debian's do
# not go, so cpack stops and says how to configure one.
if(CPACK_GENERATOR STREQUAL "DEB" AND NOT CPACK_PACKAGING_INSTALL_PREFIX MATCHES "^/usr/?$")
  message(FATAL_ERROR
    "The Debian packages install into /usr, but this build was configured for "
    "'${CPACK_PACKAGING_INSTALL_PREFIX}'. Configure one with -DCMAKE_INSTALL_PREFIX=/usr, e.g.\n"
    "  cmake -S . -B build/deb -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr")
endif()
