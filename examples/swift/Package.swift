// swift-tools-version: 6.0
// SPDX-License-Identifier: Apache-2.0
// A Swift app uses libfoodtruck's core, FoodTruckKit, directly: no C ABI in between.
// In your own package, point the dependency at a checkout or a URL of libfoodtruck.
import PackageDescription

let package = Package(
  name: "catalog-example",
  dependencies: [.package(name: "foodtruck", path: "../..")],
  targets: [
    .executableTarget(
      name: "Catalog",
      dependencies: [.product(name: "FoodTruckKit", package: "foodtruck")]
    )
  ]
)
