// SPDX-License-Identifier: Apache-2.0
// Account: the sign-in state machine. The platform's authenticator (WebAuthn passkeys, saved
// passwords) stays in the shell; the library decides every transition from what the shell hands
// in, and keeps no secret (docs/domain.md §10.7).

/// The account of a session: its state, the relying party passkeys belong to and the last
/// request's failure. Every event is defined in every state: one the state does not allow is
/// refused (invalidState), as is a bad input (invalidArgument), and either way nothing changes.
public struct Account: Sendable, Hashable {
  /// The state, kept as its parts: a multi-payload enum stores its case in the spare bits of its
  /// payload's pointers, which hides them from leak checkers such as valgrind.
  public var state: AccountState {
    switch kind {
    case .signedOut: .signedOut
    case .signingIn: .signingIn(challenge: heldChallenge ?? [])
    case .registering:
      .registering(userName: heldUserName ?? "", challenge: heldChallenge ?? [])
    case .signedIn: .signedIn(userName: heldUserName ?? "")
    case .confirmingSignOut: .confirmingSignOut(userName: heldUserName ?? "")
    }
  }
  private var kind = AccountState.Kind.signedOut
  private var heldUserName: String?
  private var heldChallenge: [UInt8]?
  /// The relying party (a domain) the shell's passkey requests name; "example.com" as in the
  /// original unless the session sets its own.
  public private(set) var relyingParty = Account.defaultRelyingParty
  /// How the latest request ended when it ended without a credential; cleared by the next event
  /// that is accepted.
  public private(set) var failure: AccountFailure?

  public static let defaultRelyingParty = "example.com"
  /// The shortest challenge accepted, in bytes: WebAuthn asks for at least 16 random bytes.
  public static let minimumChallengeBytes = 16
  /// The longest challenge accepted, in bytes.
  public static let maximumChallengeBytes = 64
  /// The longest user name, in characters once trimmed.
  public static let maximumUserNameCharacters = 64
  /// The longest user name, in UTF-8 bytes as given: 64 Arabic letters with a diacritic each.
  public static let maximumUserNameBytes = 256
  /// The longest password accepted, in UTF-8 bytes (it is checked, never kept).
  public static let maximumPasswordBytes = 1024
  /// The sign-up form's "Use Passkey" switch starts on.
  public static let usePasskeyByDefault = true

  public init() {}

  /// The signed-in user's name, or the name a passkey is being registered for; there is none
  /// while signed out or signing in.
  public func userName() throws(FoodTruckError) -> String {
    guard let name = state.userName else {
      throw .invalidState("there is no user name while the account is \(state.phrase)")
    }
    return name
  }

  /// The challenge of the request in flight, for the shell's authenticator.
  public func pendingChallenge() throws(FoodTruckError) -> [UInt8] {
    guard let challenge = state.challenge else {
      throw .invalidState("no request is in flight while the account is \(state.phrase)")
    }
    return challenge
  }

  // MARK: - Events

  /// Sign In tapped: a passkey assertion and a saved-password request start together, with
  /// `challenge` (the shell's server's, 16 to 64 bytes). Only while signed out.
  public mutating func signIn(challenge: [UInt8]) throws(FoodTruckError) {
    try expect(.signedOut, for: "signing in")
    try Account.check(challenge)
    commit(.signingIn(challenge: challenge))
  }

  /// Sign Up with a passkey: the registration of a passkey for `userName` starts, with
  /// `challenge`. Only while signed out.
  public mutating func signUpWithPasskey(userName: String, challenge: [UInt8])
    throws(FoodTruckError)
  {
    try expect(.signedOut, for: "signing up")
    let name = try Account.validatedUserName(userName)
    try Account.check(challenge)
    commit(.registering(userName: name, challenge: challenge))
  }

  /// Sign Up with a password: signs `userName` in at once, as the original does. The password
  /// must not be empty; it is neither kept nor named in any message (the shell sends it to its
  /// server). Only while signed out.
  public mutating func signUpWithPassword(userName: String, password: String)
    throws(FoodTruckError)
  {
    try expect(.signedOut, for: "signing up")
    let name = try Account.validatedUserName(userName)
    guard !password.isEmpty else {
      throw .invalidArgument("the password must not be empty", input: "password")
    }
    commit(.signedIn(userName: name))
  }

  /// The saved-password request returned the credential of `userName`. Only while signing in.
  public mutating func passwordReturned(userName: String) throws(FoodTruckError) {
    try expect(.signingIn, for: "a password credential")
    commit(.signedIn(userName: try Account.validatedUserName(userName)))
  }

  /// The passkey assertion returned a credential whose user id is `userId`: the UTF-8 bytes of
  /// the user name it was registered with. Bytes that are not UTF-8 or not a valid user name
  /// are refused (the original traps). Only while signing in.
  public mutating func passkeyAsserted(userId: [UInt8]) throws(FoodTruckError) {
    try expect(.signingIn, for: "a passkey assertion")
    guard let decoded = String(validating: userId, as: UTF8.self) else {
      throw .invalidArgument("the passkey's user id is not valid UTF-8", input: "userId")
    }
    commit(.signedIn(userName: try Account.validatedUserName(decoded, input: "userId")))
  }

  /// The passkey registration succeeded: signed in as the name it was registered for. Only
  /// while registering.
  public mutating func passkeyRegistered() throws(FoodTruckError) {
    guard case .registering(let name, _) = state else {
      throw .invalidState(
        "a passkey registration is refused while the account is \(state.phrase)")
    }
    commit(.signedIn(userName: name))
  }

  /// The request in flight ended without a credential: signed out again, and the screen shows
  /// the failure's description (none for a cancellation). Only while signing in or registering.
  public mutating func requestFailed(_ failure: AccountFailure) throws(FoodTruckError) {
    guard state.challenge != nil else {
      throw .invalidState("a failed request is refused while the account is \(state.phrase)")
    }
    commit(.signedOut)
    self.failure = failure
  }

  /// Sign Out tapped: the confirmation alert shows. Only while signed in.
  public mutating func requestSignOut() throws(FoodTruckError) {
    guard case .signedIn(let name) = state else {
      throw .invalidState("signing out is refused while the account is \(state.phrase)")
    }
    commit(.confirmingSignOut(userName: name))
  }

  /// The confirmation alert's answer: `confirmed` signs out, otherwise the user stays signed
  /// in. Only while the alert shows.
  public mutating func confirmSignOut(_ confirmed: Bool) throws(FoodTruckError) {
    guard case .confirmingSignOut(let name) = state else {
      throw .invalidState(
        "a sign-out confirmation is refused while the account is \(state.phrase)")
    }
    commit(confirmed ? .signedOut : .signedIn(userName: name))
  }

  // MARK: - Settings

  /// Sets the relying party passkeys are requested for: a domain name (letters, digits and
  /// hyphens in dot-separated labels of 1 to 63, at most 253 bytes), kept in lower case. Not
  /// while a request is in flight, which was made for the previous one.
  public mutating func setRelyingParty(_ domain: String) throws(FoodTruckError) {
    let domain = try Account.validatedRelyingParty(domain)
    guard state.challenge == nil else {
      throw .invalidState("the relying party cannot change while \(state.phrase)")
    }
    relyingParty = domain
  }

  // MARK: - Rules

  /// Whether the sign-up form may be submitted: a valid user name, and with "Use Passkey" off,
  /// a password too.
  public static func canSubmitSignUp(userName: String, usePasskey: Bool, hasPassword: Bool)
    -> Bool
  {
    (try? validatedUserName(userName)) != nil && (usePasskey || hasPassword)
  }

  /// A user name by the rules of every typed name (DisplayName): trimmed, not blank, at most
  /// ``maximumUserNameBytes`` bytes and ``maximumUserNameCharacters`` characters, nothing
  /// invisible.
  public static func validatedUserName(_ name: String, input: String = "userName")
    throws(FoodTruckError) -> String
  {
    try DisplayName.validated(
      name, noun: "a user name", maximumBytes: maximumUserNameBytes,
      maximumCharacters: maximumUserNameCharacters, input: input)
  }

  /// The longest relying party, in bytes: the longest domain name.
  public static let maximumRelyingPartyBytes = 253

  static func validatedRelyingParty(_ domain: String) throws(FoodTruckError) -> String {
    let labels = domain.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    let isLabel = { (label: Substring.UTF8View.SubSequence) -> Bool in
      let hyphen = UInt8(ascii: "-")
      return (1...63).contains(label.count) && label.first != hyphen && label.last != hyphen
        && label.allSatisfy { byte in
          byte == hyphen || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
            || (0x61...0x7A).contains(byte)
        }
    }
    guard domain.utf8.count <= maximumRelyingPartyBytes, labels.allSatisfy(isLabel) else {
      throw .invalidArgument(
        "\"\(domain.prefix(80))\" is not a domain name (labels of letters, digits and hyphens)",
        input: "relyingParty")
    }
    // ASCII only by now: lower case is a bit away.
    return String(
      decoding: domain.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }

  static func check(_ challenge: [UInt8]) throws(FoodTruckError) {
    let range = minimumChallengeBytes...maximumChallengeBytes
    guard range.contains(challenge.count) else {
      throw .invalidArgument(
        "a challenge has \(range.lowerBound) to \(range.upperBound) bytes; got \(challenge.count)",
        input: "challenge")
    }
  }

  private func expect(_ kind: AccountState.Kind, for event: String) throws(FoodTruckError) {
    guard state.kind == kind else {
      throw .invalidState("\(event) is refused while the account is \(state.phrase)")
    }
  }

  private mutating func commit(_ next: AccountState) {
    kind = next.kind
    heldUserName = next.userName
    heldChallenge = next.challenge
    failure = nil
  }
}

extension Truck {
  /// Changes the account with `change`; a refused change leaves it as it was.
  public mutating func changeAccount<E: Error>(_ change: (inout Account) throws(E) -> Void)
    throws(E)
  {
    var changed = account
    try change(&changed)
    account = changed
  }
}
