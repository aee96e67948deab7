// SPDX-License-Identifier: Apache-2.0
// StoreMessages: the platform store's messages (a price increase, a billing problem) wait
// while a view asks for them to be deferred or no display action is set (docs/domain.md §10.6).

/// The store's message queue.
public struct StoreMessages: Sendable, Hashable {
  /// The views asking to defer messages (the Donut Editor does); any one is enough.
  public private(set) var deferringViews: Set<Int> = []
  /// True when the shell can show a message (its display action is installed).
  public var hasDisplayAction = false
  /// The messages waiting, oldest first, by the platform's id.
  public private(set) var waiting: [Int64] = []

  /// The most messages kept waiting; older ones beyond it are dropped.
  public static let capacity = 100

  public init() {}

  /// True when a message arriving now would be shown.
  public var isOpen: Bool { deferringViews.isEmpty && hasDisplayAction }

  /// A view asks (or stops asking) for messages to be deferred; requests combine by OR.
  public mutating func setDeferred(_ deferred: Bool, byView view: Int) throws(FoodTruckError) {
    guard view >= 0 else { throw .invalidArgument("the view's number \(view) is negative") }
    if deferred { deferringViews.insert(view) } else { deferringViews.remove(view) }
  }

  /// A message arrived: true when it is to be shown now, else it waits.
  public mutating func arrive(_ message: Int64) -> Bool {
    if isOpen && waiting.isEmpty { return true }
    waiting.append(message)
    if waiting.count > StoreMessages.capacity { waiting.removeFirst() }
    return false
  }

  /// The waiting messages to show now, oldest first: all of them once nothing defers and a
  /// display action is set, else none.
  public var ready: [Int64] { isOpen ? waiting : [] }

  /// The messages ``ready`` to show when they all fit in `room` (the shell's room for them),
  /// else none: a shell takes them all at once or leaves them waiting.
  public func ready(fitting room: Int) -> [Int64] {
    let ready = ready
    return ready.count <= room ? ready : []
  }

  /// Takes the messages ``ready(fitting:)`` gives (the shell shows them now) and returns them.
  public mutating func take(fitting room: Int) -> [Int64] {
    let taken = ready(fitting: room)
    waiting.removeFirst(taken.count)
    return taken
  }
}
