// The catalog from Swift: a truck session, flavor sort, search, the donut editor, Arabic names.
//
//   swift run --package-path examples/swift
import FoodTruckKit

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
  let id = try session.update { truck throws(FoodTruckError) in
    try truck.catalog.create(name: "Midnight Zest", recipe: recipe)
  }
  let donut = session.read { $0.catalog.donuts[id] }
  print("Custom donut \(id): \(donut.name.en), most potent \(donut.flavors.mostPotent.flavor)")
  _ = try session.update { truck throws(FoodTruckError) in
    try truck.catalog.create(name: "  ", recipe: recipe)
  }
} catch {
  print("expected error: \(error.message)")
}

session.update { $0.locale = .arabic }
print(session.read { truck in truck.catalog.donuts[0].name.text(in: truck.locale) })
