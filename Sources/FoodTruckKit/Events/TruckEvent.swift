// SPDX-License-Identifier: Apache-2.0
// TruckEvent: something that happened in a session, with the instant it happened.

/// What happened. Raw values are the C ABI's `foodtruck_event_kind`.
public enum TruckEventKind: Int, CaseIterable, Sendable, Hashable, Codable {
  case orderPlaced = 0
  case orderStatusChanged = 1
  case timerFinished = 2
  case notification = 3
  case activityStarted = 4
  case activityUpdated = 5
  case activityStale = 6
  case activityEnded = 7
  case activityDismissed = 8
  /// The Dynamic Island's owner changed: the activity is the new owner, or none when the
  /// island emptied (the order is then the departed owner's).
  case islandOwnerChanged = 9

  /// A short description, for logs and transcripts.
  public var name: LocalizedText {
    switch self {
    case .orderPlaced: LocalizedText(en: "order placed", ar: "طلب جديد")
    case .orderStatusChanged: LocalizedText(en: "status changed", ar: "تغيرت الحالة")
    case .timerFinished: LocalizedText(en: "timer finished", ar: "انتهى المؤقت")
    case .notification: LocalizedText(en: "notification", ar: "إشعار")
    case .activityStarted: LocalizedText(en: "activity started", ar: "بدأ النشاط")
    case .activityUpdated: LocalizedText(en: "activity updated", ar: "تحدث النشاط")
    case .activityStale: LocalizedText(en: "activity stale", ar: "النشاط قديم")
    case .activityEnded: LocalizedText(en: "activity ended", ar: "انتهى النشاط")
    case .activityDismissed: LocalizedText(en: "activity dismissed", ar: "أزيل النشاط")
    case .islandOwnerChanged:
      LocalizedText(en: "in the Dynamic Island", ar: "في الجزيرة الديناميكية")
    }
  }

  /// What the event means for the order it concerns, for a legend: "its preparation countdown
  /// reached 0:00: the donuts are done".
  public var explanation: LocalizedText {
    switch self {
    case .orderPlaced:
      LocalizedText(en: "a customer placed the order", ar: "وضع زبون الطلب")
    case .orderStatusChanged:
      LocalizedText(en: "the order moved to this status", ar: "انتقل الطلب إلى هذه الحالة")
    case .timerFinished:
      LocalizedText(
        numbered: "its preparation countdown reached 0:00; the donuts are done",
        ar: "بلغ عدّ التحضير التنازلي 0:00؛ الدونات جاهزة")
    case .notification:
      LocalizedText(
        en: "the operator's device shows this notification", ar: "يعرض جهاز المشغّل هذا الإشعار")
    case .activityStarted:
      LocalizedText(
        en: "a live activity starts: its countdown shows on the lock screen",
        ar: "يبدأ نشاط مباشر: يظهر عدّه التنازلي على شاشة القفل")
    case .activityUpdated:
      LocalizedText(
        en: "its live activity shows the new status", ar: "يعرض نشاطه المباشر الحالة الجديدة")
    case .activityStale:
      LocalizedText(
        en: "its live activity is out of date; no update for 2 minutes",
        ar: "أصبح نشاطه المباشر قديمًا؛ لا تحديث منذ دقيقتين")
    case .activityEnded:
      LocalizedText(en: "its live activity ended", ar: "انتهى نشاطه المباشر")
    case .activityDismissed:
      LocalizedText(
        en: "its live activity left the lock screen", ar: "غادر نشاطه المباشر شاشة القفل")
    case .islandOwnerChanged:
      LocalizedText(
        en: "the Dynamic Island shows this order now", ar: "تعرض الجزيرة الديناميكية هذا الطلب الآن"
      )
    }
  }
}

/// An event: its kind, when it happened, and what it concerns.
public struct TruckEvent: Sendable, Hashable {
  public let kind: TruckEventKind
  /// When it happened (ms since the Unix epoch): a due time, not the time of the tick.
  public let at: Int64
  /// The order it concerns (every kind has one).
  public let orderNumber: Int
  /// The live activity it concerns, for activity events (the island's new owner, nil when the
  /// island emptied); else nil.
  public let activityId: Int?
  /// The order's status after the event.
  public let status: OrderStatus

  public init(
    _ kind: TruckEventKind, at: Int64, order: Int, activity: Int? = nil, status: OrderStatus
  ) {
    self.kind = kind
    self.at = at
    self.orderNumber = order
    self.activityId = activity
    self.status = status
  }
}

/// Events not yet handed out, oldest first, in one of two modes. Bounded (for polling): when
/// nobody polls, the oldest are dropped (and counted) rather than growing without end. Lossless
/// (while a subscriber takes every event as it comes): nothing is dropped, and the queue holds
/// only what the subscriber has not been handed yet.
public struct EventQueue: Sendable, Hashable {
  /// The most events a bounded queue keeps.
  public static let capacity = 10_000

  private var events: [TruckEvent] = []
  private var head = 0
  /// Events dropped because a bounded queue was full.
  public private(set) var dropped = 0
  /// True while nothing may be dropped (see ``setLossless(_:)``).
  public private(set) var isLossless = false
  /// True for a queue that keeps nothing: a session being rebuilt from its file, whose events
  /// happened before and would be discarded anyway (Storage/SessionFile.swift).
  private var keepsNothing = false

  public init() {}

  /// A queue that drops every event without counting it.
  static var discarding: EventQueue {
    var queue = EventQueue()
    queue.keepsNothing = true
    return queue
  }

  /// Events waiting.
  public var count: Int { events.count - head }

  /// Switches between the two modes. Back to bounded, a queue holding more than ``capacity``
  /// events drops (and counts) the oldest of them, as if they had arrived bounded.
  public mutating func setLossless(_ lossless: Bool) {
    isLossless = lossless
    guard !lossless, count > EventQueue.capacity else { return }
    let excess = count - EventQueue.capacity
    head += excess
    dropped += excess
    compact()
  }

  /// Adds an event; a bounded queue that is full drops its oldest.
  public mutating func append(_ event: TruckEvent) {
    guard !keepsNothing else { return }
    if !isLossless && count == EventQueue.capacity {
      head += 1
      dropped += 1
    }
    events.append(event)
    compact()
  }

  /// Removes and returns the oldest event, or nil when none waits.
  public mutating func popFirst() -> TruckEvent? {
    guard head < events.count else { return nil }
    let event = events[head]
    head += 1
    compact()
    return event
  }

  /// Removes and returns up to `limit` of the oldest events.
  public mutating func drain(limit: Int = .max) -> [TruckEvent] {
    let end = head + min(max(0, limit), count)
    let taken = Array(events[head..<end])
    head = end
    compact()
    return taken
  }

  /// Reclaims the consumed prefix: at once when everything is consumed, else now and then, so
  /// that each event is moved at most once on average.
  private mutating func compact() {
    if head == events.count {
      events.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 4096 && head * 2 > events.count {
      events.removeFirst(head)
      head = 0
    }
  }
}
