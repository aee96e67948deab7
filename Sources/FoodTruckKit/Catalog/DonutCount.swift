// SPDX-License-Identifier: Apache-2.0
// DonutCount: a number of donuts as words, "15 donuts", with each language's plural forms and
// digits (docs/domain.md §12.2, decision 9).

extension TruckLocale {
  /// `count` donuts in this language, in its digits: "1 donut", "15 donuts"; in Arabic the six
  /// plural forms ("لا دونات", "دونات واحدة", "قطعتا دونات", "٣ قطع دونات", "١١ قطعة دونات",
  /// "١٠٠ قطعة دونات"). The original's English value of its "%@ Donuts" is lower-case, as here.
  ///
  /// - Throws: `invalidArgument` for a negative count.
  public func donutCountText(_ count: Int) throws(FoodTruckError) -> String {
    guard count >= 0 else {
      throw .invalidArgument("the count \(count) is negative", input: "count")
    }
    return PluralText.donuts.text(count, in: self)
  }
}
