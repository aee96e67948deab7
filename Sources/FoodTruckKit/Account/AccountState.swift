// SPDX-License-Identifier: Apache-2.0
// AccountState: where the sign-in stands: signed out, a request with the platform's
// authenticator in flight, or signed in as a user name (docs/domain.md §10.7).

/// The account's state. Each request in flight keeps the challenge the shell handed in, so
/// that the library can hand it back with the relying party for the platform's request.
public enum AccountState: Sendable, Hashable {
  /// No user; the state at start (docs/domain.md, decision 13).
  case signedOut
  /// Sign In was tapped: a passkey assertion and a saved-password request run together.
  case signingIn(challenge: [UInt8])
  /// Sign Up with a passkey: the passkey registration for `userName` runs.
  case registering(userName: String, challenge: [UInt8])
  /// Signed in as `userName`.
  case signedIn(userName: String)
  /// Signed in, and the "Are you sure you want to sign out?" alert shows.
  case confirmingSignOut(userName: String)

  /// The state without its values, numbered as the C enum `foodtruck_account_state`.
  public enum Kind: Int, CaseIterable, Sendable, Hashable {
    case signedOut = 0, signingIn = 1, registering = 2, signedIn = 3, confirmingSignOut = 4
  }

  public var kind: Kind {
    switch self {
    case .signedOut: .signedOut
    case .signingIn: .signingIn
    case .registering: .registering
    case .signedIn: .signedIn
    case .confirmingSignOut: .confirmingSignOut
    }
  }

  /// The signed-in user's name, or the name a passkey is being registered for.
  public var userName: String? {
    switch self {
    case .signedOut, .signingIn: nil
    case .registering(let name, _), .signedIn(let name), .confirmingSignOut(let name): name
    }
  }

  /// The challenge of the request in flight, if one is.
  public var challenge: [UInt8]? {
    switch self {
    case .signingIn(let challenge), .registering(_, let challenge): challenge
    case .signedOut, .signedIn, .confirmingSignOut: nil
    }
  }

  /// How the state reads in a message ("signed in").
  var phrase: String {
    switch kind {
    case .signedOut: "signed out"
    case .signingIn: "signing in"
    case .registering: "registering a passkey"
    case .signedIn: "signed in"
    case .confirmingSignOut: "asking to confirm the sign-out"
    }
  }
}

/// How a request to the platform's authenticator ended without a credential.
public enum AccountFailure: Int, CaseIterable, Sendable, Hashable {
  /// The user cancelled: nothing to show.
  case cancelled = 0
  /// The platform reported an error while handling the result.
  case authorizationError = 1
  /// The platform returned a result that is neither a passkey nor a password.
  case unknownResult = 2

  /// The error description the Account screen shows; none for a cancellation.
  public var text: LocalizedText? {
    switch self {
    case .cancelled: nil
    case .authorizationError:
      LocalizedText(
        en: "Encountered an error handling the authorization result.",
        ar: "حدث خطأ أثناء معالجة نتيجة التفويض.")
    case .unknownResult:
      LocalizedText(
        en: "Received an unknown authorization result.", ar: "تم تلقي نتيجة تفويض غير معروفة.")
    }
  }
}
