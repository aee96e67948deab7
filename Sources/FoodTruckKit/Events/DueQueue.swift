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
/// Entries are never removed early: whoever pops one checks it still applies (lazy deletion).
struct DueQueue: Sendable, Hashable {
  private struct Entry: Sendable, Hashable {
    let at: Int64
    let sequence: Int
    let item: DueItem

    func precedes(_ other: Entry) -> Bool {
      at != other.at ? at < other.at : sequence < other.sequence
    }
  }

  private var heap: [Entry] = []
  private var sequence = 0

  var count: Int { heap.count }

  mutating func schedule(_ item: DueItem, at instant: Int64) {
    heap.append(Entry(at: instant, sequence: sequence, item: item))
    sequence += 1
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the earliest item due by `now`, or nil.
  mutating func popDue(by now: Int64) -> (at: Int64, item: DueItem)? {
    guard let first = heap.first, first.at <= now else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < heap.count && heap[left].precedes(heap[smallest]) { smallest = left }
        if right < heap.count && heap[right].precedes(heap[smallest]) { smallest = right }
        if smallest == parent { break }
        heap.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return (first.at, first.item)
  }
}
