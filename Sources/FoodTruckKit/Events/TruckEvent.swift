// TruckEvent: something that happened in a session, with the instant it happened.

/// What happened. Raw values are the C ABI's `ft_event_kind`.
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
  /// The live activity it concerns, for activity events; else nil.
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

/// Events waiting to be polled, oldest first. Bounded: when nobody polls, the oldest are
/// dropped (and counted) rather than growing without end.
public struct EventQueue: Sendable, Hashable {
  /// The most events kept.
  public static let capacity = 10_000

  private var events: [TruckEvent] = []
  private var head = 0
  /// Events dropped because the queue was full.
  public private(set) var dropped = 0

  public init() {}

  /// Events waiting.
  public var count: Int { events.count - head }

  /// Adds an event, dropping the oldest when full.
  public mutating func append(_ event: TruckEvent) {
    if count == EventQueue.capacity {
      head += 1
      dropped += 1
    }
    events.append(event)
    if head > 4096 && head * 2 > events.count {  // reclaim the consumed prefix now and then
      events.removeFirst(head)
      head = 0
    }
  }

  /// Removes and returns up to `limit` of the oldest events.
  public mutating func drain(limit: Int = .max) -> [TruckEvent] {
    let end = head + min(max(0, limit), count)
    let taken = Array(events[head..<end])
    head = end
    if head == events.count {
      events.removeAll(keepingCapacity: true)
      head = 0
    }
    return taken
  }
}
