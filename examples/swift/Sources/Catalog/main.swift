// SPDX-License-Identifier: Apache-2.0
// The catalog from Swift: a truck session, flavor sort, search, the donut editor, Arabic names,
// and a session kept in a file.
//
//   swift run --package-path examples/swift
import FoodTruckKit

#if canImport(Glibc)
  import Glibc  // unlink, for the session file the example leaves behind
#endif

let session = TruckSession()

let spiciest = session.read { truck in
  truck.catalog.sortedByFlavor(.spicy).prefix(3).map { id in
    (truck.catalog.donuts[id].name.en, truck.catalog.donuts[id].flavors.spicy)
  }
}
for (name, spicy) in spiciest { print("\(name): spicy \(spicy)") }

print("matching 'lemon':", try session.read { try $0.catalog.search("lemon", locale: .english) })

do {
  let recipe = try Recipe(dough: 6, glaze: nil, topping: 20)
  let id = try session.change(.createDonut(name: "Midnight Zest", recipe: recipe))
  let donut = session.read { $0.catalog.donuts[id] }
  print("Custom donut \(id): \(donut.name.en), most potent \(donut.flavors.mostPotent.flavor)")
  try session.change(.createDonut(name: "  ", recipe: recipe))
} catch {
  print("expected error: \(error.message)")
}

try session.change(.setLocale(.arabic))
print(session.read { truck in truck.catalog.donuts[0].name.text(in: truck.locale) })

// A session in a file: each change is committed before change(_:) returns, and opening the
// file again replays them into the same session.
let path = "/tmp/foodtruck-example-\(UInt32.random(in: 0...UInt32.max)).session"
do {
  let day = try TruckSession(path: path)
  try day.change(.placeOrder([OrderLine(donutId: 0, count: 2)], now: 1_796_000_000_000))
}
let reopened = try TruckSession(path: path, options: SessionFileOptions(readOnly: true))
print("reopened: \(reopened.read { $0.orders.count }) order, read-only \(reopened.isReadOnly)")
unlink(path)
