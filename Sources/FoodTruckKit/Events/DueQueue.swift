// SPDX-License-Identifier: Apache-2.0
// DueQueue: what is due when, as a binary min-heap, so that a tick costs the items that are
// due, not the number of live timers and activities.

/// Something the session must do at a given instant.
enum DueItem: Sendable, Hashable {
  case streamArrival
  case timerEnd(order: Int)
  case activityStale(id: Int)
  case activityExpiry(id: Int)
  case activityDismissal(id: Int)
}

/// A min-heap of (instant, insertion order, item). Equal instants come out in insertion order.
/// Entries are never removed early: whoever pops one checks it still applies (lazy deletion),
/// and a reader that needs the earliest entry that still applies walks past the others
/// (``earliest(where:)``) without changing the queue.
struct DueQueue: Sendable, Hashable {
  private struct Entry: Sendable, Hashable, Comparable {
    let at: Int64
    let sequence: Int
    let item: DueItem

    static func < (lhs: Entry, rhs: Entry) -> Bool {
      lhs.at != rhs.at ? lhs.at < rhs.at : lhs.sequence < rhs.sequence
    }
  }

  private var heap = MinHeap<Entry>()
  private var sequence = 0

  var count: Int { heap.count }

  mutating func schedule(_ item: DueItem, at instant: Int64) {
    heap.insert(Entry(at: instant, sequence: sequence, item: item))
    sequence += 1
  }

  /// The earliest entry, whether or not it still applies.
  var first: (at: Int64, item: DueItem)? { heap.first.map { ($0.at, $0.item) } }

  /// Removes the earliest entry.
  mutating func removeFirst() { _ = heap.popFirst() }

  /// Removes and returns the earliest item due by `now`, or nil.
  mutating func popDue(by now: Int64) -> (at: Int64, item: DueItem)? {
    guard let first = heap.first, first.at <= now else { return nil }
    _ = heap.popFirst()
    return (first.at, first.item)
  }

  /// The earliest entry for which `applies` is true, or nil. A read: it visits the entries in
  /// time order, from the earliest, and stops at the first that applies, so it costs the
  /// entries that no longer apply before it (O(k log k) for k of them), not the queue's size.
  func earliest(where applies: (Int64, DueItem) -> Bool) -> (at: Int64, item: DueItem)? {
    // The heap's order: every entry precedes its children, so the next entry in time order is
    // always among the children of those already visited.
    struct Candidate: Comparable, Sendable {
      let entry: Entry
      let index: Int
      static func < (lhs: Candidate, rhs: Candidate) -> Bool { lhs.entry < rhs.entry }
    }
    let entries = heap.elements
    guard let root = entries.first else { return nil }
    var frontier = MinHeap<Candidate>()
    frontier.insert(Candidate(entry: root, index: 0))
    while let next = frontier.popFirst() {
      if applies(next.entry.at, next.entry.item) { return (next.entry.at, next.entry.item) }
      for child in (2 * next.index + 1)...(2 * next.index + 2) where child < entries.count {
        frontier.insert(Candidate(entry: entries[child], index: child))
      }
    }
    return nil
  }
}

/// A binary min-heap over an array: the smallest element first.
struct MinHeap<Element: Comparable & Sendable>: Sendable {
  private(set) var elements: [Element] = []

  var count: Int { elements.count }
  var first: Element? { elements.first }

  mutating func insert(_ element: Element) {
    elements.append(element)
    var child = elements.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard elements[child] < elements[parent] else { break }
      elements.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the smallest element, or nil when empty.
  mutating func popFirst() -> Element? {
    guard let first = elements.first else { return nil }
    let last = elements.removeLast()
    guard !elements.isEmpty else { return first }
    elements[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < elements.count && elements[left] < elements[smallest] { smallest = left }
      if right < elements.count && elements[right] < elements[smallest] { smallest = right }
      if smallest == parent { break }
      elements.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }
}

extension MinHeap: Equatable where Element: Equatable {}
extension MinHeap: Hashable where Element: Hashable {}
