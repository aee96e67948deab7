// swift-tools-version: 6.0
// SPDX-License-Identifier: Apache-2.0
// libfoodtruck: the Food Truck app's platform-neutral core, as a Swift library with a C ABI.
//
// Targets (docs/architecture.md §1):
//   FoodTruckKit     the pure Swift core; Swift apps use it directly. Its one I/O is the
//                    session file (Storage/), through the system's SQLite (CSQLite).
//   CSQLite          the system's sqlite3.h and libsqlite3 (Debian: libsqlite3-dev).
//   CFoodTruck       the ABI's C types (inlined into include/foodtruck.h) and small C helpers.
//   FoodTruck        the C boundary: the exported foodtruck_* functions. No domain logic.
//   GlibcBaseline    glibc's newer functions at their old versions: the library loads on glibc
//                    2.28 and newer, wherever it was built.
//   FoodTruckLibrary a thin wrapper carrying the shared object's link flags. Tests never link
//                    it: a static Swift runtime breaks `swift test` (docs/architecture.md §4.4).
import PackageDescription

// The last error is a thread-local of the shared object: with TLS descriptors a failed call
// writes it, and foodtruck_last_error() reads it, without calling __tls_get_addr (x86-64;
// aarch64 has no other kind). A successful call clears it with one store (a flag byte in the
// initial-exec model: foodtruck_internal.h).
#if arch(x86_64)
  let threadLocalDialect: [CSetting] = [.unsafeFlags(["-mtls-dialect=gnu2"])]
#else
  let threadLocalDialect: [CSetting] = []
#endif

let package = Package(
  name: "foodtruck",
  products: [
    // `swift build -c release` gives .build/release/libfoodtruck.so; tools/stage lays out the
    // versioned file and its symlinks.
    .library(name: "foodtruck", type: .dynamic, targets: ["FoodTruckLibrary"]),
    .library(name: "FoodTruckKit", targets: ["FoodTruckKit"]),
  ],
  targets: [
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3"),
    .target(name: "FoodTruckKit", dependencies: ["CSQLite"]),
    .target(name: "CFoodTruck", cSettings: threadLocalDialect),
    .target(name: "FoodTruck", dependencies: ["FoodTruckKit", "CFoodTruck"]),
    // The glibc functions newer than GLIBC_2.28 that the library and its Swift runtime call, at
    // their GLIBC_2.2.5 versions, for a library that loads on glibc 2.28 and newer
    // (Sources/GlibcBaseline/baseline.c); linked into the library only.
    .target(name: "GlibcBaseline"),
    .target(
      name: "FoodTruckLibrary",
      dependencies: ["FoodTruck", "GlibcBaseline"],
      exclude: ["exports.map"],
      linkerSettings: [
        .unsafeFlags([
          "-static-stdlib",
          "-Xlinker", "--version-script=Sources/FoodTruckLibrary/exports.map",
          "-Xlinker", "-soname=libfoodtruck.so.0",
          // Where the old versions were before glibc 2.34 (empty libraries since). Named by
          // file: -ldl and -lpthread came before, under --as-needed, which they keep.
          "-Xlinker", "--no-as-needed",
          "-Xlinker", "-l:libdl.so.2",
          "-Xlinker", "-l:libpthread.so.0",
        ])
      ]
    ),
    // Helpers both test targets share (threads); never linked into the library.
    .target(
      name: "FoodTruckTestSupport", dependencies: ["FoodTruckKit"], path: "Tests/TestSupport"),
    .testTarget(name: "FoodTruckKitTests", dependencies: ["FoodTruckKit", "FoodTruckTestSupport"]),
    .testTarget(
      name: "FoodTruckTests",
      dependencies: ["FoodTruck", "CFoodTruck", "FoodTruckKit", "FoodTruckTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
