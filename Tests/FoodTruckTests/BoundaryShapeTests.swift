// SPDX-License-Identifier: Apache-2.0
// BoundaryShapeTests: every exported function goes through the one boundary helper under its
// own C name, and carries the doc comment template, stating what differs from the conventions
// and repeating none of them (docs/architecture.md, style rules 4, 9, 10 and 12).

import Testing

@Suite("Boundary shape")
struct BoundaryShapeTests {
  static let functions = BoundarySource.exportedFunctions()

  @Test("The scanner finds the boundary's files and every exported function")
  func scannerFindsTheBoundary() {
    let files = BoundarySource.files().map(\.name)
    for file in [
      "Account.swift", "Activities.swift", "Catalog.swift", "Cities.swift", "Errors.swift",
      "Events.swift", "Feed.swift", "Navigation.swift",
      "Orders.swift", "Sales.swift", "Timers.swift", "Truck.swift", "Weather.swift",
      "Widgets.swift", "Store.swift",
    ] {
      #expect(files.contains(file))
    }
    let names = BoundaryShapeTests.functions.map(\.cName)
    #expect(names.count >= 70)
    #expect(Set(names).count == names.count, "each C name is exported once")
    for expected in [
      "foodtruck_version", "foodtruck_status_string", "foodtruck_last_error", "foodtruck_truck_new",
      "foodtruck_donut_edit",
      "foodtruck_truck_simulate", "foodtruck_truck_tick", "foodtruck_donut_sort_by_popularity",
      "foodtruck_order_place",
      "foodtruck_order_list", "foodtruck_sales_series", "foodtruck_city_name",
      "foodtruck_timer_get", "foodtruck_activity_request",
      "foodtruck_activity_island", "foodtruck_event_poll", "foodtruck_truck_set_event_callback",
      "foodtruck_deep_link_parse",
      "foodtruck_truck_set_activities_enabled", "foodtruck_parking_spot_camera",
      "foodtruck_truck_set_parking_spot", "foodtruck_widget_timeline", "foodtruck_widget_trend",
      "foodtruck_truck_set_widget_quota", "foodtruck_store_entitlements",
      "foodtruck_store_set_transactions",
    ] {
      #expect(names.contains(expected))
    }
    #expect(names.allSatisfy { $0.hasPrefix("foodtruck_") })
  }

  @Test(
    "Each foodtruck_status function is one call to ffi(\"its own C name\")", arguments: functions)
  func usesTheHelper(function: ExportedFunction) {
    for issue in BoundarySource.helperIssues(function) {
      Issue.record("\(function.file):\(function.line): \(issue)")
    }
  }

  @Test(
    "Each exported function has the doc comment template and repeats no convention",
    arguments: functions)
  func documentation(function: ExportedFunction) {
    for issue in BoundarySource.docIssues(function) {
      Issue.record("\(function.file):\(function.line): \(issue)")
    }
  }

  @Test("Swift names are lowerCamelCase and parameters keep the C names")
  func naming() {
    for function in BoundaryShapeTests.functions {
      #expect(function.swiftName.first?.isLowercase == true, "\(function.cName)")
      #expect(!function.swiftName.contains("_"), "\(function.cName)")
      #expect(
        function.parameters.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "_" } },
        "\(function.cName): \(function.parameters)")
    }
  }

  // MARK: - The checks themselves catch what they are meant to catch

  static let sample = """
    /// Does a thing.
    ///
    /// Errors: FOODTRUCK_ERR_NOT_FOUND when there is nothing to do.
    ///
    /// - Parameter out: Receives it.
    @c(foodtruck_good) public func good(
      _ truck: UnsafePointer<foodtruck_truck>?, _ out: UnsafeMutablePointer<UInt>?
    ) -> foodtruck_status {
      ffi("foodtruck_good") { () throws(BoundaryError) in
        let message = "braces { in strings } do not confuse the scanner"
      }
    }

    /// Copy-pasted from foodtruck_good.
    ///
    /// Errors: FOODTRUCK_ERR_NULL_ARGUMENT.
    ///
    /// Thread safety: safe from any thread.
    ///
    /// - Parameter out: Receives it.
    /// - Returns: FOODTRUCK_OK or an error code.
    @discardableResult
    @c(foodtruck_pasted) public func pasted(_ truck: UnsafePointer<foodtruck_truck>?) -> foodtruck_status {
      ffi("foodtruck_good") { () throws(BoundaryError) in }
    }

    /// No helper, a number without its range.
    ///
    /// - Parameters:
    ///   - count: The count.
    ///   - level: The level.
    @c(foodtruck_bare) public func bare(_ count: UInt, _ level: Int32) -> foodtruck_status {
      FOODTRUCK_OK
    }

    @c(foodtruck_undocumented) public func undocumented() -> UInt32 { 0 }
    """

  @Test("The scanner reads names, parameters, return types and bodies")
  func scannerReadsTheSample() throws {
    let parsed = BoundarySource.parse(BoundaryShapeTests.sample, file: "Sample.swift")
    #expect(
      parsed.map(\.cName) == [
        "foodtruck_good", "foodtruck_pasted", "foodtruck_bare", "foodtruck_undocumented",
      ])
    #expect(parsed.map(\.swiftName) == ["good", "pasted", "bare", "undocumented"])
    #expect(parsed.map(\.parameters) == [["truck", "out"], ["truck"], ["count", "level"], []])
    #expect(
      parsed.map(\.parameterTypes) == [
        ["UnsafePointer<foodtruck_truck>?", "UnsafeMutablePointer<UInt>?"],
        ["UnsafePointer<foodtruck_truck>?"],
        ["UInt", "Int32"], [],
      ])
    #expect(
      parsed.map(\.returnType) == [
        "foodtruck_status", "foodtruck_status", "foodtruck_status", "UInt32",
      ])
    let good = try #require(parsed.first)
    #expect(good.body.contains("do not confuse the scanner"))
    #expect(good.doc.first == "Does a thing.")
    #expect(
      BoundarySource.errorsParagraph(good)
        == "Errors: FOODTRUCK_ERR_NOT_FOUND when there is nothing to do.")
    let bare = try #require(parsed.dropFirst(2).first)
    #expect(BoundarySource.errorsParagraph(bare) == "")
  }

  @Test("The checks pass a good function and flag each kind of fault")
  func checksFlagFaults() {
    let parsed = BoundarySource.parse(BoundaryShapeTests.sample, file: "Sample.swift")
    let issues = parsed.map { BoundarySource.helperIssues($0) + BoundarySource.docIssues($0) }
    #expect(issues.count == 4)
    guard issues.count == 4 else { return }
    #expect(issues[0] == [])
    #expect(issues[1].contains { $0.contains("another function's name") })
    #expect(issues[1].contains { $0.contains("must be one call to ffi(\"foodtruck_pasted\")") })
    #expect(issues[1].contains { $0.contains("documented [\"out\"]") })
    #expect(issues[1].contains { $0.contains("\"safe from any thread\" repeats the conventions") })
    #expect(issues[2].contains { $0.contains("must be one call to ffi") })
    #expect(issues[2].contains { $0.contains("level's doc does not end with its range") })
    #expect(
      !issues[2].contains { $0.contains("count's doc") }, "a count's range is the conventions'")
    #expect(!issues[2].contains { $0.contains("Errors:") }, "an errors paragraph is optional")
    #expect(!issues[2].contains { $0.contains("Thread safety") }, "a thread paragraph is optional")
    #expect(!issues[2].contains { $0.contains("Returns") }, "a status needs no - Returns:")
    #expect(issues[3].contains { $0.contains("no /// comment") })
  }

  /// The old template, which repeated the conventions in every comment, and two comments that
  /// state only what differs.
  static let conventionSample = """
    /// Copies a name.
    ///
    /// Ownership: copied into the caller's buffer.
    ///
    /// Errors: FOODTRUCK_ERR_INVALID_HANDLE for a bad truck; FOODTRUCK_ERR_INVALID_ARGUMENT for a
    /// bad kind or a capacity above PTRDIFF_MAX; FOODTRUCK_ERR_NULL_ARGUMENT when text_out is NULL
    /// with a nonzero capacity, or out is NULL; FOODTRUCK_ERR_INVALID_UTF8 when name is not UTF-8;
    /// FOODTRUCK_ERR_BUFFER_TOO_SMALL.
    ///
    /// Thread safety: safe from any thread.
    ///
    /// - Parameters:
    ///   - truck: The session.
    ///   - name: The name.
    ///   - text_out: The caller's buffer.
    ///   - capacity: Its size in bytes.
    ///   - length_out: Optional; receives the length.
    ///   - out: Receives it.
    /// - Returns: FOODTRUCK_OK or an error code.
    @c(foodtruck_repeated) public func repeated(
      _ truck: UnsafePointer<foodtruck_truck>?, _ name: UnsafePointer<CChar>?,
      _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
      _ length_out: UnsafeMutablePointer<UInt>?, _ out: UnsafeMutablePointer<UInt>?
    ) -> foodtruck_status {
      ffi("foodtruck_repeated") { () throws(BoundaryError) in }
    }

    /// Takes what waits.
    ///
    /// Errors: FOODTRUCK_ERR_NULL_ARGUMENT when count_out is NULL: here it is required. Never
    /// FOODTRUCK_ERR_BUFFER_TOO_SMALL: what does not fit waits for the next call.
    ///
    /// Thread safety: each item goes to exactly one caller.
    ///
    /// - Parameters:
    ///   - items_out: The caller's array.
    ///   - capacity: Its length in elements.
    ///   - count_out: Receives the number written.
    @c(foodtruck_differs) public func differs(
      _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ items_out: UnsafeMutablePointer<UInt>?,
      _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
    ) -> foodtruck_status {
      ffi("foodtruck_differs") { () throws(BoundaryError) in }
    }

    /// Reads a setting.
    ///
    /// - Parameter value_out: Receives it.
    @c(foodtruck_plain) public func plain(
      _ truck: UnsafePointer<foodtruck_truck>?, _ value_out: UnsafeMutablePointer<UInt>?
    ) -> foodtruck_status {
      ffi("foodtruck_plain") { () throws(BoundaryError) in }
    }

    /// Sets a time and names a thing, saying what the header's generator already says.
    ///
    /// Errors: none beyond the conventions.
    ///
    /// - Parameters:
    ///   - seconds: The time. Range: 1 to FOODTRUCK_TIMER_MAX_SECONDS.
    ///   - name: The name, at most FOODTRUCK_DONUT_NAME_MAX_BYTES bytes.
    ///   - scale: The scale. Range: any finite.
    /// - Returns: FOODTRUCK_OK or an error code.
    @c(foodtruck_generated) public func generated(
      _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ seconds: Int32,
      _ name: UnsafePointer<CChar>?, _ now: Int64, _ scale: Double
    ) -> foodtruck_status {
      ffi("foodtruck_generated") { () throws(BoundaryError) in }
    }
    """

  @Test("The checks flag each convention a comment repeats, and pass what differs")
  func checksFlagRepeatedConventions() {
    let parsed = BoundarySource.parse(BoundaryShapeTests.conventionSample, file: "Sample.swift")
    let issues = parsed.map { BoundarySource.helperIssues($0) + BoundarySource.docIssues($0) }
    #expect(issues.count == 4)
    guard issues.count == 4 else { return }
    for expected in [
      "\"safe from any thread\" repeats the conventions (\"Threads\")",
      "\"for a bad truck\" repeats the conventions (\"Handles\")",
      "\"a bad \" repeats the conventions (\"Enums\")",
      "\"with a nonzero capacity\" repeats the conventions (\"Strings and arrays\")",
      "\"copied into the caller's\" repeats the conventions (\"Strings and arrays\")",
      "\"above PTRDIFF_MAX\" repeats the conventions (\"Counts\")",
      "\"not UTF-8\" repeats the conventions (\"Text limits\")",
      "clause \"FOODTRUCK_ERR_INVALID_HANDLE for a bad truck\" repeats the conventions",
      "clause \"FOODTRUCK_ERR_BUFFER_TOO_SMALL\" repeats the conventions",
      "clause \"FOODTRUCK_ERR_INVALID_UTF8 when name is not UTF-8\" repeats the conventions",
      "repeats the conventions (\"Pointers\")",
      "documents the handle truck",
      "\"- Returns: FOODTRUCK_OK or an error code.\" is generated into the header",
    ] {
      #expect(issues[0].contains { $0.contains(expected) }, "\(expected)")
    }
    #expect(issues[1] == [], "a length required here, and an error it never gives, differ")
    #expect(issues[2] == [], "a function with no error of its own leaves the paragraph out")
    #expect(
      issues[3] == [
        "foodtruck_generated: \"Errors: none beyond the conventions.\" is generated into the "
          + "header; leave the paragraph out",
        "foodtruck_generated: \"- Returns: FOODTRUCK_OK or an error code.\" is generated into "
          + "the header; leave it out",
      ], "now, a convention parameter, may go undocumented; the ranges are stated")
  }
}
