// swift-tools-version: 6.0
// libfoodtruck: the Food Truck app's platform-neutral core, as a Swift library with a C ABI.
//
// Targets (docs/architecture.md §1):
//   FoodTruckKit     the pure Swift core; Swift apps use it directly. Its one I/O is the
//                    session file (Storage/), through the system's SQLite (CSQLite).
//   CSQLite          the system's sqlite3.h and libsqlite3 (Debian: libsqlite3-dev).
//   CFoodTruck       the ABI's C types (inlined into include/foodtruck.h) and small C helpers.
//   FoodTruck        the C boundary: the exported foodtruck_* functions. No domain logic.
//   FoodTruckLibrary a thin wrapper carrying the shared object's link flags. Tests never link
//                    it: a static Swift runtime breaks `swift test` (docs/architecture.md §4.4).
import PackageDescription

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
    .target(name: "CFoodTruck"),
    .target(name: "FoodTruck", dependencies: ["FoodTruckKit", "CFoodTruck"]),
    .target(
      name: "FoodTruckLibrary",
      dependencies: ["FoodTruck"],
      exclude: ["exports.map"],
      linkerSettings: [
        .unsafeFlags([
          "-static-stdlib",
          "-Xlinker", "--version-script=Sources/FoodTruckLibrary/exports.map",
          "-Xlinker", "-soname=libfoodtruck.so.0",
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
