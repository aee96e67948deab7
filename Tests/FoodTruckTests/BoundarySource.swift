// SPDX-License-Identifier: Apache-2.0
// BoundarySource: reads the exported @c functions out of Sources/FoodTruck/*.swift (their C
// name, parameters, return type, /// comment and body) for the shape and misuse tests, and
// checks them against the boundary's rules (docs/architecture.md, style rules 4, 9, 10 and 12).

import Foundation
import Testing

/// One `@c(foodtruck_name)` function as written in a boundary source file.
struct ExportedFunction: Sendable, CustomTestStringConvertible {
  let file: String
  let line: Int
  let cName: String
  let swiftName: String
  /// The parameters' internal (C) names, in order.
  let parameters: [String]
  /// The parameters' Swift types as written ("UInt", "Int32", "UnsafeMutablePointer<UInt>?").
  let parameterTypes: [String]
  /// The return type as written, "" for none.
  let returnType: String
  /// The `///` lines above the declaration, without the slashes and one following space.
  let doc: [String]
  /// The body between the outer braces.
  let body: String

  var testDescription: String { cName }
}

enum BoundarySource {
  /// The package root: this file is <root>/Tests/FoodTruckTests/BoundarySource.swift.
  static let packageRoot: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// Sources/FoodTruck/*.swift (the area files; Internals/ holds no @c functions).
  static func files() -> [(name: String, text: String)] {
    let directory = packageRoot + "/Sources/FoodTruck"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
      (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)).map { (name, $0) }
    }
  }

  /// Every exported function of the boundary, in file order.
  static func exportedFunctions() -> [ExportedFunction] {
    files().flatMap { parse($0.text, file: $0.name) }
  }

  /// The exported functions declared in `text`.
  static func parse(_ text: String, file: String) -> [ExportedFunction] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var result: [ExportedFunction] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("@c("), let close = trimmed.firstIndex(of: ")") else { continue }
      let cName = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 3)..<close])

      var doc: [String] = []
      var above = index - 1
      while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
        above -= 1
      }
      while above >= 0 {
        let text = lines[above].trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("///") else { break }
        var content = String(text.dropFirst(3))
        if content.hasPrefix(" ") { content.removeFirst() }
        doc.insert(content, at: 0)
        above -= 1
      }

      let rest = Array(lines[index...].joined(separator: "\n"))
      guard let declaration = parseDeclaration(rest) else { continue }
      result.append(
        ExportedFunction(
          file: file, line: index + 1, cName: cName, swiftName: declaration.name,
          parameters: declaration.parameters.map(\.name),
          parameterTypes: declaration.parameters.map(\.type), returnType: declaration.returnType,
          doc: doc,
          body: declaration.body))
    }
    return result
  }

  private static func parseDeclaration(_ text: [Character])
    -> (name: String, parameters: [(name: String, type: String)], returnType: String, body: String)?
  {
    let string = String(text)
    guard let funcRange = string.range(of: "func ") else { return nil }
    var position = string.distance(from: string.startIndex, to: funcRange.upperBound)
    var name = ""
    while position < text.count, text[position] != "(" {
      name.append(text[position])
      position += 1
    }
    guard let parameterEnd = matching(text, from: position, open: "(", close: ")") else {
      return nil
    }
    let parameterText = String(text[(position + 1)..<parameterEnd])
    guard let braceStart = text[parameterEnd...].firstIndex(of: "{"),
      let braceEnd = matching(text, from: braceStart, open: "{", close: "}")
    else { return nil }
    let signatureTail = String(text[(parameterEnd + 1)..<braceStart])
    var returnType = ""
    if let arrow = signatureTail.range(of: "->") {
      returnType = signatureTail[arrow.upperBound...].trimmingCharacters(
        in: .whitespacesAndNewlines)
    }
    return (
      name.trimmingCharacters(in: .whitespaces), parameterNames(parameterText), returnType,
      String(text[(braceStart + 1)..<braceEnd])
    )
  }

  /// The index of the bracket closing the one at `start`, skipping string literals.
  private static func matching(
    _ text: [Character], from start: Int, open: Character, close: Character
  )
    -> Int?
  {
    var depth = 0
    var inString = false
    var index = start
    while index < text.count {
      let character = text[index]
      if inString {
        if character == "\\" { index += 1 } else if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if character == open {
        depth += 1
      } else if character == close {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// The internal names and types of a parameter list: `_ truck: T, _ text_out: U?` ->
  /// [(truck, T), (text_out, U?)].
  private static func parameterNames(_ list: String) -> [(name: String, type: String)] {
    var names: [(name: String, type: String)] = []
    var depth = 0
    var current = ""
    for character in list + "," {
      switch character {
      case "(", "<", "[": depth += 1
      case ")", ">", "]": depth -= 1
      default: break
      }
      if character == ",", depth == 0 {
        let parts = current.split(separator: ":", maxSplits: 1)
        let head = parts.first ?? ""
        let type = parts.dropFirst().first?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if let name = head.split(whereSeparator: \.isWhitespace).last {
          names.append((String(name), type))
        }
        current = ""
      } else {
        current.append(character)
      }
    }
    return names
  }

  // MARK: - Rules

  /// docs/architecture.md, style rule 4: a function returning foodtruck_status runs its whole body
  /// through the helper, named with its own C name: `ffi("foodtruck_name") { ... }`.
  static func helperIssues(_ function: ExportedFunction) -> [String] {
    guard function.returnType == "foodtruck_status" else { return [] }
    var issues: [String] = []
    let body = function.body.trimmingCharacters(in: .whitespacesAndNewlines)
    // A call on a truck names the handle, which the helper checks first: ffi("name", truck).
    if !body.hasPrefix("ffi(\"\(function.cName)\")")
      && !body.hasPrefix("ffi(\"\(function.cName)\", truck)")
    {
      issues.append("\(function.cName): the body must be one call to ffi(\"\(function.cName)\")")
    }
    var rest = Substring(function.body)
    while let range = rest.range(of: "ffi(\"") {
      let literal = rest[range.upperBound...].prefix { $0 != "\"" }
      if literal != function.cName {
        issues.append("\(function.cName): calls ffi(\"\(literal)\") with another function's name")
      }
      rest = rest[range.upperBound...]
    }
    return issues
  }

  /// The text of a function's "Errors:" paragraph (up to the next blank line), "" if none.
  static func errorsParagraph(_ function: ExportedFunction) -> String {
    guard let start = function.doc.firstIndex(where: { $0.hasPrefix("Errors:") }) else { return "" }
    return function.doc[start...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .joined(separator: " ")
  }

  /// The Errors: paragraph of a function whose errors are all the conventions', which
  /// tools/gen_header.py writes into the header where a comment has no Errors: paragraph.
  static let conventionsOnly = "Errors: none beyond the conventions."

  /// Phrases that restate a convention (docs/architecture.md, style rule 10) in an Errors:,
  /// Thread safety: or Ownership: paragraph, with the section of docs/conventions.md and of the
  /// header's top comment that states it once.
  static let conventionPhrases: [(phrase: String, section: String)] = [
    ("safe from any thread", "Threads"),
    ("for a bad truck", "Handles"),
    ("freed or foreign truck", "Handles"),
    ("a bad ", "Enums"),
    ("with a nonzero capacity", "Strings and arrays"),
    ("copied into the caller's", "Strings and arrays"),
    ("above PTRDIFF_MAX", "Counts"),
    ("not UTF-8", "Text limits"),
    ("outside the years 1 to 9999", "Instants"),
    ("read only during the call", "Pointers"),
  ]

  /// The codes that only ever follow from a parameter's kind: an Errors: clause that starts with
  /// one restates a convention.
  static let conventionCodes: [(code: String, section: String)] = [
    ("FOODTRUCK_ERR_INVALID_HANDLE", "Handles"),
    ("FOODTRUCK_ERR_BUFFER_TOO_SMALL", "Strings and arrays"),
    ("FOODTRUCK_ERR_INVALID_UTF8", "Text limits"),
  ]

  /// Whether a parameter's Swift type is the truck handle, which the conventions cover and the
  /// parameter list leaves out.
  static func isHandle(_ type: String) -> Bool {
    type == "UnsafePointer<foodtruck_truck>?" || type == "UnsafeMutablePointer<foodtruck_truck>?"
  }

  /// The pointer parameters that the conventions make required: every pointer but the handle and
  /// a result buffer's length or count (optional by convention, so a comment that requires one
  /// says so).
  static func requiredPointers(_ function: ExportedFunction) -> [String] {
    zip(function.parameters, function.parameterTypes).enumerated().compactMap {
      index, parameter in
      let (name, type) = parameter
      guard type.hasPrefix("Unsafe"), !isHandle(type) else { return nil }
      if index > 0, function.parameters[index - 1] == "capacity", name.hasSuffix("_out") {
        return nil
      }
      return name
    }
  }

  /// The paragraphs of a doc comment, each joined into one line.
  static func paragraphs(_ doc: [String]) -> [String] {
    var result: [String] = []
    var current: [String] = []
    for line in doc + [""] {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty {
        if !current.isEmpty { result.append(current.joined(separator: " ")) }
        current = []
      } else {
        current.append(trimmed)
      }
    }
    return result
  }

  /// docs/architecture.md, style rule 10: the comment states what differs from the conventions
  /// and repeats none of them: no convention's phrase, no Errors: clause that starts with a code
  /// only a convention gives, no FOODTRUCK_ERR_NULL_ARGUMENT for a pointer the conventions already
  /// require.
  static func repetitionIssues(_ function: ExportedFunction) -> [String] {
    let name = function.cName
    var issues: [String] = []
    let labelled = paragraphs(function.doc).filter {
      $0.hasPrefix("Errors:") || $0.hasPrefix("Thread safety:") || $0.hasPrefix("Ownership:")
    }
    for paragraph in labelled {
      for (phrase, section) in conventionPhrases where paragraph.contains(phrase) {
        issues.append(
          "\(name): \"\(phrase)\" repeats the conventions (\"\(section)\"); state only what differs"
        )
      }
    }
    let errors = errorsParagraph(function).dropFirst("Errors:".count)
    let clauses = errors.split(whereSeparator: { $0 == ";" || $0 == "." })
      .map { $0.trimmingCharacters(in: .whitespaces) }
    let required = requiredPointers(function)
    for clause in clauses {
      for (code, section) in conventionCodes where clause.hasPrefix(code) {
        issues.append(
          "\(name): the Errors: clause \"\(clause)\" repeats the conventions (\"\(section)\")")
      }
      guard clause.hasPrefix("FOODTRUCK_ERR_NULL_ARGUMENT") else { continue }
      let words = Set(clause.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }))
      if words.contains("any") || required.contains(where: { words.contains(Substring($0)) }) {
        issues.append(
          "\(name): the Errors: clause \"\(clause)\" repeats the conventions (\"Pointers\")")
      }
    }
    return issues
  }

  /// The parameters whose lines tools/gen_header.py writes from the conventions when the comment
  /// leaves them out (docs/conventions.md): the handle, a result buffer's triple (text:
  /// `x_out, capacity, length_out`; array: `x_out, capacity, count_out`) and `now`. A comment
  /// documents one of them only to say something particular.
  static func conventionParameters(_ function: ExportedFunction) -> Set<String> {
    let names = function.parameters
    let types = function.parameterTypes
    var result: Set<String> = []
    for (index, name) in names.enumerated() {
      if isHandle(types[index]) || (name == "now" && types[index] == "Int64") {
        result.insert(name)
      } else if name.hasSuffix("_out"), types[index].hasPrefix("UnsafeMutablePointer<"),
        index + 2 < names.count, names[index + 1] == "capacity",
        names[index + 2] == "length_out" || names[index + 2] == "count_out"
      {
        result.formUnion([name, "capacity", names[index + 2]])
      }
    }
    return result
  }

  /// Whether a parameter needs its range stated, as tools/api.py classifies it: every number but
  /// an id (`id`, `*_id`, `number`, `order_number`: unknown ones give NOT_FOUND), an instant
  /// (`now`, `at`, `*_at`, `timer_start`, `timer_end`) and a count (size_t, whose range the
  /// conventions give); and every text argument, whose byte limit is its range.
  static func rangeKind(name: String, type: String) -> RangeKind? {
    if type == "UnsafePointer<CChar>?" { return .text }
    let isId =
      name == "id" || name.hasSuffix("_id") || name == "number" || name == "order_number"
    let isInstant =
      name == "now" || name == "at" || name.hasSuffix("_at") || name == "timer_start"
      || name == "timer_end"
    switch type {
    case "Int32" where !isId, "Int64" where !isInstant, "UInt32", "UInt64", "Double":
      return .number
    default:
      return nil
    }
  }

  enum RangeKind { case number, text }

  /// The end of a parameter's description by the range contract (tools/api.py reads it from
  /// the header): "Range: LOW to HIGH." (integer or float literals, or FOODTRUCK_ constants),
  /// "Range: any.", "Range: any finite.", or for a text "At most FOODTRUCK_<NAME>_MAX_BYTES bytes.".
  static func statesRange(_ description: String, _ kind: RangeKind) -> Bool {
    let bound = #"(-?(0[xX][0-9a-fA-F]+|[0-9]+(\.[0-9]+)?([eE][0-9]+)?)|FOODTRUCK_[A-Z0-9_]+)"#
    let pattern =
      kind == .text
      ? #"[Aa]t most FOODTRUCK_[A-Z0-9_]+_MAX_BYTES bytes\.$"#
      : #"Range: (any|any finite|"# + bound + " to " + bound + #")\.$"#
    return description.range(of: pattern, options: .regularExpression) != nil
  }

  /// The documented parameters of a comment, in order: (name, its whole description, its
  /// continuation lines joined).
  static func documentedParameters(_ doc: [String]) -> [(name: String, description: String)] {
    var result: [(name: String, description: String)] = []
    var inList = false
    var continuing = false
    for line in doc {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      var entry: Substring?
      if trimmed.hasPrefix("- Parameter ") {
        entry = trimmed.dropFirst("- Parameter ".count)
        inList = false
      } else if trimmed == "- Parameters:" {
        inList = true
      } else if inList, line.hasPrefix(" "), trimmed.hasPrefix("- ") {
        entry = trimmed.dropFirst(2)
      } else if continuing, line.hasPrefix(" "), !trimmed.isEmpty, let last = result.indices.last {
        result[last].description += " " + trimmed
        continue
      } else {
        inList = false
      }
      continuing = false
      if let entry, let colon = entry.firstIndex(of: ":") {
        let description = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        result.append((String(entry[..<colon]), description))
        continuing = true
      }
    }
    return result
  }

  /// docs/architecture.md, style rules 9 and 12: a summary, an optional Errors: paragraph
  /// (naming the function's own codes), an optional Thread safety: paragraph, a doc for each
  /// parameter the conventions do not cover, under its own name and in order, a number's or
  /// text's ending with its range, and - Returns: for a returned value other than a status or
  /// for a status it says something particular about, in that order; and nothing the conventions
  /// already say (tools/gen_header.py writes those lines into the header).
  static func docIssues(_ function: ExportedFunction) -> [String] {
    let name = function.cName
    let doc = function.doc
    guard let summary = doc.first, !summary.trimmingCharacters(in: .whitespaces).isEmpty else {
      return ["\(name): no /// comment, or it does not start with a summary line"]
    }
    var issues: [String] = []
    if !(summary.first?.isUppercase ?? false) || summary.hasPrefix("- ") || summary.hasSuffix(":") {
      issues.append("\(name): the first line is not a summary sentence: \(summary)")
    }
    let labelled = doc.contains {
      $0.hasPrefix("- ") || $0.hasPrefix("Errors:") || $0.hasPrefix("Thread safety:")
    }
    if labelled, !doc.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
      issues.append("\(name): the summary is not followed by a blank /// line")
    }

    let errors = doc.firstIndex { $0.hasPrefix("Errors:") }
    let threads = doc.firstIndex { $0.hasPrefix("Thread safety:") }
    if errors != nil {
      let paragraph = errorsParagraph(function)
      if paragraph.hasPrefix(conventionsOnly) {
        issues.append(
          "\(name): \"\(conventionsOnly)\" is generated into the header; leave the paragraph out")
      } else if function.returnType == "foodtruck_status", !paragraph.contains("FOODTRUCK_ERR_") {
        issues.append(
          "\(name): its Errors: paragraph names no FOODTRUCK_ERR_ code; if it has none of its "
            + "own, leave the paragraph out")
      }
    }

    let documented = documentedParameters(doc)
    let firstParameterLine = doc.firstIndex {
      let trimmed = $0.trimmingCharacters(in: .whitespaces)
      return trimmed == "- Parameters:" || trimmed.hasPrefix("- Parameter ")
    }
    let names = documented.map(\.name)
    let handles = zip(function.parameters, function.parameterTypes).filter { isHandle($0.1) }
      .map(\.0)
    for handle in handles where names.contains(handle) {
      issues.append("\(name): documents the handle \(handle), which the conventions cover")
    }
    let conventions = conventionParameters(function)
    let listed = names.filter { !handles.contains($0) }
    let expected = function.parameters.filter { !handles.contains($0) }
    let required = expected.filter { !conventions.contains($0) }
    if listed != expected.filter({ listed.contains($0) }) || !required.allSatisfy(listed.contains) {
      issues.append(
        "\(name): parameters \(expected) (the handle aside; \(required) required, in this "
          + "order) but documented \(listed)")
    }
    for (parameter, type) in zip(function.parameters, function.parameterTypes) {
      guard let kind = rangeKind(name: parameter, type: type),
        let description = documented.first(where: { $0.name == parameter })?.description
      else { continue }
      if !statesRange(description, kind) {
        issues.append(
          "\(name): \(parameter)'s doc does not end with its range (\""
            + (kind == .text ? "At most FOODTRUCK_X_MAX_BYTES bytes." : "Range: LOW to HIGH.")
            + "\", \"Range: any.\" or \"Range: any finite.\"): \(description)")
      }
    }

    let returns = doc.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- Returns:") }
    if function.returnType.isEmpty || function.returnType == "Void" {
      if returns != nil { issues.append("\(name): documents - Returns: but returns nothing") }
    } else if let returns {
      let text = doc[returns].trimmingCharacters(in: .whitespaces).dropFirst("- Returns:".count)
        .trimmingCharacters(in: .whitespaces)
      if text.isEmpty {
        issues.append("\(name): - Returns: is empty")
      } else if function.returnType == "foodtruck_status", text == statusReturns {
        issues.append(
          "\(name): \"- Returns: \(statusReturns)\" is generated into the header; leave it out")
      }
    } else if function.returnType != "foodtruck_status" {
      issues.append("\(name): no - Returns: for its \(function.returnType)")
    }

    let order = [errors, threads, firstParameterLine, returns].compactMap { $0 }
    if order != order.sorted() {
      issues.append(
        "\(name): the order must be summary, Errors:, Thread safety:, parameters, - Returns:")
    }
    return issues + repetitionIssues(function)
  }

  /// The result of a status function that says nothing particular (generated into the header).
  static let statusReturns = "FOODTRUCK_OK or an error code."
}
