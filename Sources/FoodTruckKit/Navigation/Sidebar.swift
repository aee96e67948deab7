// SPDX-License-Identifier: Apache-2.0
// Sidebar: the app's sidebar as data: its title, its items in order and their sections.

/// The sidebar: "Food Truck", then Truck, Orders, Social Feed, Account (when the shell offers
/// accounts), Sales History, the section "Donuts" (Donuts, Donut Editor, Top 5) and the section
/// "Cities" (one page per city).
public enum Sidebar {
  /// A group of items under a heading; the first items stand under none.
  public enum Section: Int, CaseIterable, Sendable, Hashable {
    case none = 0, donuts = 1, cities = 2

    /// The heading; the items outside a section have an empty one.
    public var title: LocalizedText {
      switch self {
      case .none: LocalizedText(verbatim: "")
      case .donuts: LocalizedText(en: "Donuts", ar: "الدونات")
      case .cities: LocalizedText(en: "Cities", ar: "المدن")
      }
    }
  }

  /// One row of the sidebar.
  public struct Item: Sendable, Hashable {
    public let panel: Panel
    public let section: Section
  }

  public static let title = LocalizedText(en: "Food Truck", ar: "شاحنة الطعام")

  /// The rows in order; Account only when `includingAccount` (the original shows it only in its
  /// extended build).
  public static func items(includingAccount: Bool) -> [Item] {
    let top: [Panel] =
      [.truck, .orders, .socialFeed] + (includingAccount ? [.account] : []) + [.salesHistory]
    return top.map { Item(panel: $0, section: .none) }
      + [Panel.donuts, .donutEditor, .topFive].map { Item(panel: $0, section: .donuts) }
      + City.allCases.map { Item(panel: .city($0), section: .cities) }
  }
}
