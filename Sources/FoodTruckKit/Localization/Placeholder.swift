// SPDX-License-Identifier: Apache-2.0
// Placeholder: a localized template's placeholders ("%@", "%1", "%d") filled in.

extension String {
  /// This text with every `placeholder` replaced by `value`, left to right. Placeholders are
  /// ASCII, so the bytes are scanned: the standard library's generic `replacing` compared
  /// Characters and cost more than the rest of a chart's layout.
  func filling(_ placeholder: String, with value: String) -> String {
    let pattern = Array(placeholder.utf8)
    guard let first = pattern.first else { return self }
    let bytes = Array(utf8)
    var result: [UInt8] = []
    var index = 0
    var found = false
    while index < bytes.count {
      if bytes[index] == first, index + pattern.count <= bytes.count,
        bytes[index..<index + pattern.count].elementsEqual(pattern)
      {
        if !found {
          result.reserveCapacity(bytes.count + value.utf8.count)
          result += bytes[..<index]
          found = true
        }
        result += value.utf8
        index += pattern.count
      } else {
        if found { result.append(bytes[index]) }
        index += 1
      }
    }
    return found ? String(decoding: result, as: UTF8.self) : self
  }
}
