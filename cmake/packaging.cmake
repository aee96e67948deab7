# SPDX-License-Identifier: Apache-2.0
# packaging.cmake: Debian packages of the library, made by CPack from the CMake install and
# split as Debian splits a shared library (included at the end of CMakeLists.txt):
#   libfoodtruck0     (Section libs)     the component runtime: libfoodtruck.so.0.x.y, .so.0
#   libfoodtruck-dev  (Section libdevel) the component development: foodtruck.h, foodtruck.hpp,
#                                        the .so link, foodtruck.pc, the CMake package
# Each carries /usr/share/doc/PACKAGE/copyright and changelog.Debian.gz, and its lintian
# overrides (cmake/debian/lintian-overrides says why). The desktop app (component applications)
# and share/licenses (licenses) are in neither.
#
#   cmake -S . -B build/deb -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr
#   cmake --build build/deb && (cd build/deb && cpack -G DEB)
#
# The prefix must be /usr: GNUInstallDirs then installs into lib/<multiarch>, and foodtruck.pc
# names /usr as it is. tools/check_cmake builds both packages, runs lintian on them and installs
# them.

set(_deb_runtime "libfoodtruck${PROJECT_VERSION_MAJOR}") # named after the SONAME
set(_deb_dev "libfoodtruck-dev")
set(_deb_revision 1)
set(_deb_version "${PROJECT_VERSION}-${_deb_revision}")
set(FOODTRUCK_DEB_MAINTAINER "The libfoodtruck authors <maintainers@libfoodtruck.org>"
  CACHE STRING "The Maintainer field of the Debian packages (name <address>)")

# ---- Debian's files: /usr/share/doc/PACKAGE/{copyright,changelog.Debian.gz}, the overrides ----

set(_deb_doc "${PROJECT_BINARY_DIR}/debian")
# _deb_configure TEMPLATE OUTPUT: configure_file(@ONLY) without the template's first line, its
# SPDX comment, which neither a copyright file nor a changelog may begin with.
function(_deb_configure template output)
  file(READ "${PROJECT_SOURCE_DIR}/${template}" _text)
  string(REGEX REPLACE "^# SPDX-License-Identifier: [^\n]*\n" "" _text "${_text}")
  file(CONFIGURE OUTPUT "${output}" CONTENT "${_text}" @ONLY)
endfunction()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  "${PROJECT_SOURCE_DIR}/LICENSE" "${PROJECT_SOURCE_DIR}/NOTICE"
  "${PROJECT_SOURCE_DIR}/cmake/debian/copyright.in"
  "${PROJECT_SOURCE_DIR}/cmake/debian/changelog.in")

# copyright, in Debian's machine-readable format: the copyright line of LICENSE, NOTICE (which
# Apache-2.0 requires to travel with the work) as a comment, and the license by reference to
# /usr/share/common-licenses (lintian refuses a copy of the Apache-2.0 text).
file(STRINGS "${PROJECT_SOURCE_DIR}/LICENSE" _deb_copyright LIMIT_COUNT 1 REGEX "^Copyright ")
if(NOT _deb_copyright)
  message(FATAL_ERROR "LICENSE has no line starting with 'Copyright '")
endif()
string(REGEX REPLACE "^Copyright +" "" FOODTRUCK_DEB_COPYRIGHT "${_deb_copyright}")
file(READ "${PROJECT_SOURCE_DIR}/NOTICE" _deb_notice)
string(STRIP "${_deb_notice}" _deb_notice)
# A field's continuation lines start with a space; an empty one is " .".
string(REGEX REPLACE "\n" "\n " _deb_notice " ${_deb_notice}")
string(REGEX REPLACE "\n \n" "\n .\n" _deb_notice "${_deb_notice}")
string(REGEX REPLACE "\n \n" "\n .\n" FOODTRUCK_DEB_NOTICE "${_deb_notice}")
_deb_configure(cmake/debian/copyright.in "${_deb_doc}/copyright")

# changelog.Debian.gz: Debian requires one per package; its format is not CHANGELOG.md's, so a
# one-entry changelog says which release the package was built from. Its date honours
# SOURCE_DATE_EPOCH; gzip -n leaves the time out of the file (lintian warns of one).
string(TIMESTAMP FOODTRUCK_DEB_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
set(FOODTRUCK_DEB_VERSION "${_deb_version}")
_deb_configure(cmake/debian/changelog.in "${_deb_doc}/changelog.Debian")
find_program(FOODTRUCK_GZIP gzip REQUIRED)
execute_process(COMMAND "${FOODTRUCK_GZIP}" -9 -n -f -k "${_deb_doc}/changelog.Debian"
  RESULT_VARIABLE _deb_gzip)
if(NOT _deb_gzip EQUAL 0)
  message(FATAL_ERROR "gzip ${_deb_doc}/changelog.Debian failed: ${_deb_gzip}")
endif()

# EXCLUDE_FROM_ALL: only a component's own install (CPack's) has them; a plain
# `cmake --install` stays as it was.
foreach(_component IN ITEMS runtime development)
  if(_component STREQUAL "runtime")
    set(_package "${_deb_runtime}")
  else()
    set(_package "${_deb_dev}")
  endif()
  install(FILES "${_deb_doc}/copyright" "${_deb_doc}/changelog.Debian.gz"
    DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/${_package}"
    COMPONENT ${_component} EXCLUDE_FROM_ALL)
  install(FILES cmake/debian/lintian-overrides RENAME "${_package}"
    DESTINATION "${CMAKE_INSTALL_DATADIR}/lintian/overrides"
    COMPONENT ${_component} EXCLUDE_FROM_ALL)
endforeach()

# ---- CPack ----

set(CPACK_GENERATOR DEB) # `cmake --build DIR --target package` makes the .debs too
set(CPACK_PACKAGE_NAME libfoodtruck)
set(CPACK_PACKAGE_VENDOR "The libfoodtruck authors")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGING_INSTALL_PREFIX "${CMAKE_INSTALL_PREFIX}")
set(CPACK_PROJECT_CONFIG_FILE "${PROJECT_SOURCE_DIR}/cmake/debian/cpack_options.cmake")
set(CPACK_COMPONENTS_ALL runtime development)
set(CPACK_DEB_COMPONENT_INSTALL ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # NAME_VERSION-REVISION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_RELEASE ${_deb_revision})
set(CPACK_DEBIAN_PACKAGE_SOURCE libfoodtruck)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${FOODTRUCK_DEB_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# The extended descriptions: Debian wants their lines under 80 columns; CPack keeps the breaks.
set(_deb_about "libfoodtruck is the platform-neutral core of the Food Truck app: the donut
catalog, orders and their lifecycle, preparation timers, live activities, sales
and rankings, charts, parking by the weather, and every text in English and
Arabic, with the session kept in an SQLite file. It is a Swift library with a
C ABI; the Swift runtime is linked into it, so no Swift is needed to use it.")

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME "${_deb_runtime}")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_MULTIARCH same)
# The Depends line from the library's NEEDED entries (dpkg-shlibdeps: libc6, libsqlite3-0, ...)
# and a shlibs file, so that programs built against it depend on a recent enough libfoodtruck0;
# CPack adds the ldconfig trigger.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SHLIBDEPS ON)
# dpkg-shlibdeps sees the SQLite functions called (3.20); the session file's STRICT table needs
# SQLite 3.37 at run time, which no symbol shows.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS "libsqlite3-0 (>= 3.37)")
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION "core of the Food Truck app - shared library
${_deb_about}

This package holds the shared library.")

set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_NAME "${_deb_dev}")
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_DEPENDS "${_deb_runtime} (= ${_deb_version})")
set(CPACK_DEBIAN_DEVELOPMENT_DESCRIPTION "core of the Food Truck app - development files
${_deb_about}

This package holds what building against the library needs: the C header
foodtruck.h, the C++ header foodtruck.hpp, the libfoodtruck.so link, the
pkg-config file foodtruck.pc and the CMake package (find_package(foodtruck)
gives the target foodtruck::foodtruck).")

include(CPack)
