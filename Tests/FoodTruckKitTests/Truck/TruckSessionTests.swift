// SPDX-License-Identifier: Apache-2.0
// TruckSessionTests: the shared, locked session: defaults, reads, updates that are all or
// nothing, and updates from many tasks and threads at once.

import FoodTruckKit
import FoodTruckTestSupport
import Testing

@Suite("TruckSession")
struct TruckSessionTests {
  @Test("A new truck has the 17 built-in donuts and speaks English")
  func defaults() {
    let session = TruckSession()
    #expect(session.read { $0.catalog.donuts.count } == 17)
    #expect(session.read { $0.locale } == .english)
    #expect(session.read { $0 } == Truck())
  }

  @Test("Updates are visible to later reads and return the body's result")
  func update() throws {
    let session = TruckSession()
    let id = try session.update { truck throws(FoodTruckError) in
      truck.locale = .arabic
      return try truck.catalog.create(name: "Cruller", recipe: Recipe.template)
    }
    #expect(id == 17)
    #expect(session.read { $0.locale } == .arabic)
    #expect(session.read { $0.catalog.donuts.count } == 18)
  }

  /// Core operations that throw, each run alone in an update.
  static let failingOperations:
    [(String, FoodTruckError.Kind, @Sendable (inout Truck) throws(FoodTruckError) -> Void)] = [
      (
        "create with an empty name", .invalidArgument,
        { (truck: inout Truck) throws(FoodTruckError) in
          _ = try truck.catalog.create(name: "", recipe: Recipe.template)
        }
      ),
      (
        "create with a 65-character name", .invalidArgument,
        { (truck: inout Truck) throws(FoodTruckError) in
          _ = try truck.catalog.create(
            name: String(repeating: "a", count: 65), recipe: Recipe.template)
        }
      ),
      (
        "edit of an unknown id", .notFound,
        { (truck: inout Truck) throws(FoodTruckError) in
          try truck.catalog.edit(id: 18, name: "Ghost", recipe: Recipe.template)
        }
      ),
      (
        "edit with a control character", .invalidArgument,
        { (truck: inout Truck) throws(FoodTruckError) in
          try truck.catalog.edit(id: 0, name: "Bell\u{07}", recipe: Recipe.template)
        }
      ),
    ]

  @Test("An update whose operation throws leaves the state unchanged", arguments: failingOperations)
  func failedUpdateChangesNothing(
    label: String, kind: FoodTruckError.Kind,
    operation: @Sendable (inout Truck) throws(FoodTruckError) -> Void
  ) {
    let session = TruckSession()
    #expect(throws: Never.self) {
      try session.update { truck throws(FoodTruckError) in
        _ = try truck.catalog.create(name: "Before", recipe: Recipe.template)
      }
    }
    let before = session.read { $0 }
    let error = #expect(throws: FoodTruckError.self, "\(label)") {
      try session.update { truck throws(FoodTruckError) in try operation(&truck) }
    }
    #expect(error?.kind == kind)
    #expect(session.read { $0 } == before)
    #expect(session.read { $0.catalog.donuts.count } == 18)
    #expect(session.read { $0.catalog.donuts[0].isCustom } == false)
  }

  @Test("A session shares its state; a Truck value copied out does not")
  func referenceSemantics() throws {
    let session = TruckSession()
    var copy = session.read { $0 }
    _ = try copy.catalog.create(name: "Local only", recipe: Recipe.template)
    #expect(session.read { $0.catalog.donuts.count } == 17)
    let seeded = TruckSession(copy)
    #expect(seeded.read { $0.catalog.donuts.count } == 18)
  }

  @Test("Concurrent creates from 8 tasks x 100 are all applied, with unique ids")
  func concurrentTasks() async throws {
    let session = TruckSession()
    let ids = try await withThrowingTaskGroup(of: [Int].self) { group in
      for task in 0..<8 {
        group.addTask {
          var ids: [Int] = []
          for index in 0..<100 {
            ids.append(
              try session.update { truck throws(FoodTruckError) in
                try truck.catalog.create(name: "Task \(task) #\(index)", recipe: Recipe.template)
              })
          }
          return ids
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }
    #expect(session.read { $0.catalog.donuts.count } == 17 + 800)
    #expect(ids.sorted() == Array(17..<817))
    #expect(session.read { $0.catalog.donuts.map(\.id) } == Array(0..<817))
  }

  @Test("Concurrent creates from 8 threads x 100 are all applied, with unique ids")
  func concurrentThreads() {
    let session = TruckSession()
    let ids = LockedArray<Int>()
    let failures = LockedArray<FoodTruckError>()
    onThreads(8) { thread in
      for index in 0..<100 {
        do throws(FoodTruckError) {
          ids.append(
            try session.update { truck throws(FoodTruckError) in
              try truck.catalog.create(name: "Thread \(thread) #\(index)", recipe: Recipe.template)
            })
        } catch {
          failures.append(error)
        }
      }
    }
    #expect(failures.elements.isEmpty)
    #expect(session.read { $0.catalog.donuts.count } == 17 + 800)
    #expect(ids.elements.sorted() == Array(17..<817))
    let names = Set(session.read { $0.catalog.donuts[17...].map(\.name.en) })
    #expect(names.count == 800)
  }
}
