// Navigation: deep links into the app, foodtruck://order/<short id>.

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_deep_link

/// Writes an order's widget URL, "foodtruck://order/1203" (the short id, the same in every
/// language).
///
/// Errors: FOODTRUCK_ERR_NOT_FOUND for an unknown number.
///
/// - Parameters:
///   - number: The order number.
///   - text_out: The caller's buffer, or NULL with capacity 0 to ask for the length.
///   - capacity: The buffer's size in bytes.
///   - length_out: Optional; receives the length in bytes without the NUL.
/// - Returns: FOODTRUCK_OK or an error code.
@c(foodtruck_deep_link_for_order) public func deepLinkForOrder(
  _ truck: UnsafePointer<foodtruck_truck>?, _ number: Int32,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_deep_link_for_order") { () throws(BoundaryError) in
    let session = try Arg.truck(truck)
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      DeepLink.url(
        forOrder: try session.tryRead { truck throws(FoodTruckError) in
          try truck.orders.order(number: Int(number))
        }.number))
  }
}

/// Finds the order a deep link points to: "foodtruck://order/1203" gives order 3.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT when url is not "foodtruck://order/" followed by digits;
/// FOODTRUCK_ERR_NOT_FOUND when those digits name no order of this session.
///
/// - Parameters:
///   - url: The link, at most FOODTRUCK_DEEP_LINK_MAX_BYTES bytes.
///   - number_out: Receives the order number.
/// - Returns: FOODTRUCK_OK or an error code.
@c(foodtruck_deep_link_parse) public func deepLinkParse(
  _ truck: UnsafePointer<foodtruck_truck>?, _ url: UnsafePointer<CChar>?,
  _ number_out: UnsafeMutablePointer<Int32>?
) -> foodtruck_status {
  ffi("foodtruck_deep_link_parse") { () throws(BoundaryError) in
    let session = try Arg.truck(truck)
    let url = try Arg.text(url, "url", maximumBytes: DeepLink.maximumBytes)
    let out = try Arg.out(number_out, "number_out")
    let number = try session.tryRead(argument: "url") { truck throws(FoodTruckError) in
      try DeepLink.order(in: url, book: truck.orders)
    }
    out.pointee = Int32(truncatingIfNeeded: number)
  }
}
