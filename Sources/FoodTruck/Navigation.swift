// SPDX-License-Identifier: Apache-2.0
// Navigation: the sidebar and its panels, the selection and the path, links into the app
// (foodtruck://order/<short id>, /panel/<slug>, /city/<slug>) and the saved state.

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_deep_link

/// Writes an order's widget URL, "foodtruck://order/1203" (the short id, the same in every
/// language).
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number.
///
/// - Parameter number: The order number.
@c(foodtruck_deep_link_for_order) public func deepLinkForOrder(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_deep_link_for_order", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      DeepLink.url(
        forOrder: try session.order(number).number))
  }
}

/// Finds the order a deep link points to: "foodtruck://order/1203" gives order 3.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT when url is not "foodtruck://order/" followed by digits;
/// FOODTRUCK_ERR_NOT_FOUND when those digits name no order of this session (digits below 1201,
/// or with a leading zero, name none: the short id is 1200 + the number).
///
/// - Parameters:
///   - url: The link, at most FOODTRUCK_DEEP_LINK_MAX_BYTES bytes.
///   - number_out: Receives the order number.
@c(foodtruck_deep_link_parse) public func deepLinkParse(
  _ truck: UnsafePointer<foodtruck_truck>?, _ url: UnsafePointer<CChar>?,
  _ number_out: UnsafeMutablePointer<Int32>?
) -> foodtruck_status {
  ffi("foodtruck_deep_link_parse", truck) { session throws(BoundaryError) in
    let url = try Arg.text(url, "url", maximumBytes: DeepLink.maximumBytes)
    let out = try Arg.out(number_out, "number_out")
    let number = try session.read(argument: "url") { truck throws(FoodTruckError) in
      try DeepLink.order(in: url, book: truck.orders)
    }
    out.pointee = Int32(truncatingIfNeeded: number)
  }
}

// MARK: - foodtruck_panel and the sidebar

/// Lists the sidebar's rows in order: Truck, Orders, Social Feed, Account (with
/// include_account), Sales History, the section Donuts (Donuts, Donut Editor, Top 5) and the
/// section Cities (Cupertino, San Francisco, London).
///
/// - Parameters:
///   - include_account: Whether the shell offers accounts (the original lists Account only in
///     its extended build).
///   - count_out: Optional; receives the number of rows (10, or 11 with the account).
@c(foodtruck_sidebar_items) public func sidebarItems(
  _ include_account: Bool, _ items_out: UnsafeMutablePointer<foodtruck_sidebar_item>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_sidebar_items") { () throws(BoundaryError) in
    let buffer = try Arg.buffer(items_out, capacity, count_out, "items_out")
    try buffer.write(
      Sidebar.items(includingAccount: include_account).lazy.map {
        foodtruck_sidebar_item(
          panel: foodtruck_panel($0.panel),
          section: foodtruck_sidebar_section(rawValue: UInt32($0.section.rawValue)))
      })
  }
}

/// Writes the sidebar's title, "Food Truck", in the session's language.
@c(foodtruck_sidebar_title) public func sidebarTitle(
  _ truck: UnsafePointer<foodtruck_truck>?, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_sidebar_title", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(Sidebar.title) })
  }
}

/// Writes a sidebar section's heading in the session's language ("Donuts", "Cities"; "" for
/// FOODTRUCK_SECTION_NONE).
///
/// - Parameter section: The section.
@c(foodtruck_sidebar_section_title) public func sidebarSectionTitle(
  _ truck: UnsafePointer<foodtruck_truck>?, _ section: foodtruck_sidebar_section,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_sidebar_section_title", truck) { session throws(BoundaryError) in
    let section = try Arg.enumValue(section, as: Sidebar.Section.self, "section")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(section.title) })
  }
}

/// Writes a panel's sidebar label in the session's language ("Top 5"; a city page's is the
/// city's name).
///
/// - Parameter panel: The panel.
@c(foodtruck_panel_title) public func panelTitle(
  _ truck: UnsafePointer<foodtruck_truck>?, _ panel: foodtruck_panel,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_panel_title", truck) { session throws(BoundaryError) in
    let panel = try Arg.enumValue(panel, as: Panel.self, "panel")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(panel.title) })
  }
}

/// Gives the symbol beside a panel's label ("a trophy" for the Top 5);
/// foodtruck_icon_symbol(), foodtruck_icon_name() and foodtruck_svg_icon() draw it.
///
/// - Parameters:
///   - panel: The panel.
///   - icon_out: Receives its icon.
@c(foodtruck_panel_icon) public func panelIcon(
  _ panel: foodtruck_panel, _ icon_out: UnsafeMutablePointer<foodtruck_icon>?
) -> foodtruck_status {
  ffi("foodtruck_panel_icon") { () throws(BoundaryError) in
    let panel = try Arg.enumValue(panel, as: Panel.self, "panel")
    try Arg.out(icon_out, "icon_out").pointee = foodtruck_icon(panel.icon)
  }
}

/// Writes the link that opens a panel: "foodtruck://panel/top-five", or for a city page
/// "foodtruck://city/london" (foodtruck_navigation_open_link() follows it).
///
/// - Parameter panel: The panel.
@c(foodtruck_panel_link) public func panelLink(
  _ panel: foodtruck_panel, _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_panel_link") { () throws(BoundaryError) in
    let panel = try Arg.enumValue(panel, as: Panel.self, "panel")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(NavigationState.link(to: panel))
  }
}

/// Writes a fixed text of a shell's own chrome in the session's language: a key hint ("Next
/// step"), a label ("Open orders"), the small-window notice, the demo's header and legend; and
/// the words of the app's screens that belong to no model ("Total Sales", "None").
///
/// - Parameter which: The text.
@c(foodtruck_navigation_text) public func navigationText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ which: foodtruck_navigation_label,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_navigation_text", truck) { session throws(BoundaryError) in
    let which = try Arg.enumValue(which, as: NavigationText.self, "which")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(which.text) })
  }
}

/// Writes the header of a Truck screen card in the session's language, as the original titles
/// it: "New Orders", "Forecast", "Donuts", "Social Feed".
///
/// - Parameter card: The card.
@c(foodtruck_truck_card_title) public func truckCardTitle(
  _ truck: UnsafePointer<foodtruck_truck>?, _ card: foodtruck_truck_card,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_truck_card_title", truck) { session throws(BoundaryError) in
    let card = try Arg.enumValue(card, as: TruckCard.self, "card")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(card.title) })
  }
}

// MARK: - foodtruck_navigation: the selection and the path

/// Reads the selected panel (FOODTRUCK_PANEL_TRUCK until something else is selected).
///
/// - Parameter panel_out: Receives the selected panel.
@c(foodtruck_navigation_selection) public func navigationSelection(
  _ truck: UnsafePointer<foodtruck_truck>?, _ panel_out: UnsafeMutablePointer<foodtruck_panel>?
) -> foodtruck_status {
  ffi("foodtruck_navigation_selection", truck) { session throws(BoundaryError) in
    let out = try Arg.out(panel_out, "panel_out")
    out.pointee = try foodtruck_panel(session.read { $0.navigation.selection })
  }
}

/// Selects a panel, as a tap in the sidebar does, and empties the path.
///
/// - Parameter panel: The panel to show.
@c(foodtruck_navigation_select) public func navigationSelect(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ panel: foodtruck_panel
) -> foodtruck_status {
  ffi("foodtruck_navigation_select", truck) { session throws(BoundaryError) in
    let panel = try Arg.enumValue(panel, as: Panel.self, "panel")
    try session.change(.selectPanel(panel))
  }
}

/// Lists the path: the steps shown on top of the selected panel, the first at the bottom.
///
/// - Parameter count_out: Optional; receives the number of steps, 0 to 16.
@c(foodtruck_navigation_path) public func navigationPath(
  _ truck: UnsafePointer<foodtruck_truck>?, _ steps_out: UnsafeMutablePointer<foodtruck_step>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_navigation_path", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(steps_out, capacity, count_out, "steps_out")
    try buffer.write(session.read { $0.navigation.path }.map(foodtruck_step.init))
  }
}

/// Shows a step on top of the path: a panel, an order's detail, a catalog donut's editor or the
/// new-donut editor.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a step kind or panel that is not a value of its
/// enum; FOODTRUCK_ERR_NOT_FOUND for an order or donut that does not exist;
/// FOODTRUCK_ERR_LIMIT_REACHED when the path already has 16 steps. On error the path is
/// unchanged.
///
/// - Parameter step: The step; see foodtruck_step for the fields each kind reads.
@c(foodtruck_navigation_push) public func navigationPush(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ step: foodtruck_step
) -> foodtruck_status {
  ffi("foodtruck_navigation_push", truck) { session throws(BoundaryError) in
    let destination = try Arg.step(step, "step")
    try session.change(.push(destination))
  }
}

/// Goes back one step.
///
/// Errors: FOODTRUCK_ERR_INVALID_STATE when the path is empty.
@c(foodtruck_navigation_pop) public func navigationPop(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?
) -> foodtruck_status {
  ffi("foodtruck_navigation_pop", truck) { session throws(BoundaryError) in
    try session.change(.pop)
  }
}

/// Goes back to the selected panel's own screen, however many steps deep (the original's tap
/// on the selected sidebar row); nothing to do at its root.
@c(foodtruck_navigation_pop_to_root) public func navigationPopToRoot(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?
) -> foodtruck_status {
  ffi("foodtruck_navigation_pop_to_root", truck) { session throws(BoundaryError) in
    try session.change(.popToRoot)
  }
}

/// Opens the target of a Truck screen card as the original does at a width: narrower than 520
/// points the target is pushed onto the path; from 520 on it is selected (the path emptied).
/// The Forecast card leads to San Francisco's page.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a width that is not a length from 0 to 1e9;
/// FOODTRUCK_ERR_INVALID_STATE unless the Truck screen shows (FOODTRUCK_PANEL_TRUCK selected,
/// the path empty).
///
/// - Parameters:
///   - card: The card whose header was tapped.
///   - width: The window's width in points. Range: 0 to 1e9.
@c(foodtruck_navigation_open_card) public func navigationOpenCard(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ card: foodtruck_truck_card, _ width: Double
) -> foodtruck_status {
  ffi("foodtruck_navigation_open_card", truck) { session throws(BoundaryError) in
    let card = try Arg.enumValue(card, as: TruckCard.self, "card")
    try session.change(.openCard(card, width: width))
  }
}

/// Writes the title of the view a step of the path shows, in the session's language, as the
/// original titles it: an order's display id ("Order#1203", foodtruck_order_display_id()), a
/// donut's name (the Donut Editor is titled with the donut it edits), the new donut's ("New
/// Donut", foodtruck_donut_template_name()), a panel's title (foodtruck_panel_title()). What the
/// detail column's header shows for the top of the path (foodtruck_navigation_path()), or for
/// the selected panel when the path is empty.
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an order or a donut the session does not have.
///
/// - Parameter step: The step; its panel is read only for FOODTRUCK_STEP_PANEL, its id only for an
///   order or a donut.
@c(foodtruck_navigation_step_title) public func navigationStepTitle(
  _ truck: UnsafePointer<foodtruck_truck>?, _ step: foodtruck_step,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_navigation_step_title", truck) { session throws(BoundaryError) in
    let destination = try Arg.step(step, "step")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    let title = try session.read { truck throws(FoodTruckError) in
      try truck.title(of: destination)
    }
    try buffer.write(title)
  }
}

/// Follows a link of the app: an order's ("foodtruck://order/1203" selects the Truck screen
/// with Orders and the order on the path, as the original opens it), a panel's
/// ("foodtruck://panel/top-five") or a city's ("foodtruck://city/london").
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT when url is not such a link;
/// FOODTRUCK_ERR_NOT_FOUND when it names no order, panel or city. On error nothing changes.
///
/// - Parameter url: The link, at most FOODTRUCK_DEEP_LINK_MAX_BYTES bytes.
@c(foodtruck_navigation_open_link) public func navigationOpenLink(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ url: UnsafePointer<CChar>?
) -> foodtruck_status {
  ffi("foodtruck_navigation_open_link", truck) { session throws(BoundaryError) in
    let url = try Arg.text(url, "url", maximumBytes: DeepLink.maximumBytes)
    try session.change(argument: "url", .openLink(url))
  }
}

/// Writes the navigation state as a short text for state restoration: the selected panel, then
/// each step after ">" ("truck>orders>order:3"). foodtruck_navigation_restore() reads it back.
///
/// - Parameter length_out: Optional; receives the length in bytes without the NUL (at most
///   FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES).
@c(foodtruck_navigation_save) public func navigationSave(
  _ truck: UnsafePointer<foodtruck_truck>?, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_navigation_save", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.navigation.saved })
  }
}

/// Restores a navigation state written by foodtruck_navigation_save().
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for text that is not a saved state;
/// FOODTRUCK_ERR_NOT_FOUND for an order or donut it names that does not exist. On error the
/// state is unchanged.
///
/// - Parameter saved: The saved state, at most FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES bytes.
@c(foodtruck_navigation_restore) public func navigationRestore(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ saved: UnsafePointer<CChar>?
) -> foodtruck_status {
  ffi("foodtruck_navigation_restore", truck) { session throws(BoundaryError) in
    let saved = try Arg.text(
      saved, "saved", maximumBytes: NavigationState.maximumSavedBytes)
    try session.change(argument: "saved", .restoreNavigation(saved))
  }
}
