// SPDX-License-Identifier: Apache-2.0
// StepTitle: the detail column's title for a step of the path, as the original titles each view
// (docs/domain.md §9.2): an order's display id, a donut's name, the new donut's, a panel's title.

extension Truck {
  /// The title of the view a step shows, in the session's language: an order's display id
  /// ("Order#1203"), a catalog or custom donut's name (the Donut Editor is titled with the donut
  /// it edits), the new-donut template's name ("New Donut") for the new donut's editor, a
  /// panel's title ("Top 5"; a city page's is the city's name).
  ///
  /// - Throws: `notFound` for an order or a donut the session does not have.
  public func title(of destination: Destination) throws(FoodTruckError) -> String {
    switch destination {
    case .panel(let panel): return panel.title.text(in: locale)
    case .order(let number): return try orders.order(number: number).displayId(in: locale)
    case .donut(let id): return try catalog.donut(id: id).name.text(in: locale)
    case .newDonut: return Donut.templateName.text(in: locale)
    }
  }
}
