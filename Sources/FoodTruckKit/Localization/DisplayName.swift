// SPDX-License-Identifier: Apache-2.0
// DisplayName: the one rule for names an operator types and the app shows (donut names, user
// names): trimmed, not blank, within a byte and a character limit, nothing invisible.

/// The validation shared by every name a person types and the screens show.
public enum DisplayName {
  /// The name trimmed of surrounding white space, or an error when it is longer than
  /// `maximumBytes` bytes (checked first, before any other work), blank, longer than
  /// `maximumCharacters` characters once trimmed, or contains control, format (bidi overrides,
  /// zero-width spaces) or line-separator characters. `noun` names the kind of name in the
  /// messages ("a donut name"); `input` is the parameter the error names, if any.
  public static func validated(
    _ name: String, noun: String, maximumBytes: Int, maximumCharacters: Int,
    input: String? = nil
  ) throws(FoodTruckError) -> String {
    guard name.utf8.count <= maximumBytes else {
      throw .invalidArgument(
        "\(noun) has at most \(maximumBytes) bytes; got \(name.utf8.count)", input: input)
    }
    var trimmed = Substring(name)
    while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
    while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
    guard !trimmed.isEmpty else {
      throw .invalidArgument("\(noun) must not be empty", input: input)
    }
    guard trimmed.count <= maximumCharacters else {
      throw .invalidArgument(
        "\(noun) has at most \(maximumCharacters) characters; got \(trimmed.count)",
        input: input)
    }
    // Control and format characters (bidi overrides, zero-width spaces) and line or
    // paragraph separators would make a name invisible, reordered or broken across lines.
    let forbidden: Set<Unicode.GeneralCategory> = [
      .control, .format, .lineSeparator, .paragraphSeparator,
    ]
    guard
      !trimmed.unicodeScalars.contains(where: { forbidden.contains($0.properties.generalCategory) })
    else {
      throw .invalidArgument(
        "\(noun) must not contain control, format or line-separator characters", input: input)
    }
    return String(trimmed)
  }
}
