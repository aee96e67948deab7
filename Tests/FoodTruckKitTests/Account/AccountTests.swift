// SPDX-License-Identifier: Apache-2.0
// AccountTests: the sign-in state machine for every (state, event) pair, bad user names, user
// ids and challenges refused with nothing changed, the relying party setting, the sign-up
// form's rule and what the Account screen shows in each state (docs/domain.md §10.7).

import FoodTruckKit
import Testing

@Suite("Account")
struct AccountTests {
  static let challenge = Array("0123456789abcdef".utf8)
  static let otherChallenge = Array("fedcba9876543210fedcba9876543210".utf8)

  /// The five states, each reached through events from the start.
  static func account(_ kind: AccountState.Kind) throws -> Account {
    var account = Account()
    switch kind {
    case .signedOut: break
    case .signingIn: try account.signIn(challenge: challenge)
    case .registering: try account.signUpWithPasskey(userName: "Ada", challenge: challenge)
    case .signedIn: try account.signUpWithPassword(userName: "Ada", password: "pw")
    case .confirmingSignOut:
      try account.signUpWithPassword(userName: "Ada", password: "pw")
      try account.requestSignOut()
    }
    return account
  }

  enum Event: CaseIterable, CustomStringConvertible {
    case signIn, signUpWithPasskey, signUpWithPassword, passwordReturned, passkeyAsserted
    case passkeyRegistered, authorizationError, cancelled, requestSignOut, confirm, keep

    var description: String { "\(self)" }

    func apply(to account: inout Account) throws(FoodTruckError) {
      switch self {
      case .signIn: try account.signIn(challenge: AccountTests.otherChallenge)
      case .signUpWithPasskey:
        try account.signUpWithPasskey(userName: "Grace", challenge: AccountTests.otherChallenge)
      case .signUpWithPassword: try account.signUpWithPassword(userName: "Grace", password: "pw")
      case .passwordReturned: try account.passwordReturned(userName: "Grace")
      case .passkeyAsserted: try account.passkeyAsserted(userId: Array("Grace".utf8))
      case .passkeyRegistered: try account.passkeyRegistered()
      case .authorizationError: try account.requestFailed(.authorizationError)
      case .cancelled: try account.requestFailed(.cancelled)
      case .requestSignOut: try account.requestSignOut()
      case .confirm: try account.confirmSignOut(true)
      case .keep: try account.confirmSignOut(false)
      }
    }
  }

  /// Every (state, event) pair: the state after it, or nil where the event is refused. Written
  /// out from docs/domain.md §10, one row per state, events in Event's order.
  static let transitions: [AccountState.Kind: [AccountState?]] = [
    .signedOut: [
      .signingIn(challenge: otherChallenge),
      .registering(userName: "Grace", challenge: otherChallenge),
      .signedIn(userName: "Grace"), nil, nil, nil, nil, nil, nil, nil, nil,
    ],
    .signingIn: [
      nil, nil, nil, .signedIn(userName: "Grace"), .signedIn(userName: "Grace"), nil, .signedOut,
      .signedOut, nil, nil, nil,
    ],
    .registering: [
      nil, nil, nil, nil, nil, .signedIn(userName: "Ada"), .signedOut, .signedOut, nil, nil, nil,
    ],
    .signedIn: [
      nil, nil, nil, nil, nil, nil, nil, nil, .confirmingSignOut(userName: "Ada"), nil, nil,
    ],
    .confirmingSignOut: [
      nil, nil, nil, nil, nil, nil, nil, nil, nil, .signedOut, .signedIn(userName: "Ada"),
    ],
  ]

  @Test("The account starts signed out, for example.com, with no failure")
  func start() {
    let account = Account()
    #expect(account.state == .signedOut)
    #expect(account.relyingParty == "example.com")
    #expect(account.failure == nil)
    #expect(Truck().account == account)
    #expect(Account.usePasskeyByDefault)
  }

  @Test(
    "Every (state, event) pair: accepted to its state, or refused with nothing changed",
    arguments: AccountState.Kind.allCases)
  func everyPair(kind: AccountState.Kind) throws {
    let row = try #require(AccountTests.transitions[kind])
    try #require(row.count == Event.allCases.count)
    for (event, expected) in zip(Event.allCases, row) {
      let before = try AccountTests.account(kind)
      var account = before
      do {
        try event.apply(to: &account)
        #expect(expected != nil, "\(event) in \(kind) is accepted")
        #expect(account.state == expected, "\(event) in \(kind)")
      } catch {
        #expect(expected == nil, "\(event) in \(kind): \(error.message)")
        #expect(error.kind == .invalidState, "\(event) in \(kind)")
        #expect(error.message.contains("refused while the account is"))
        #expect(account == before, "\(event) in \(kind) changes nothing")
      }
    }
  }

  @Test("A failed request signs out and shows its description until the next accepted event")
  func failures() throws {
    var account = try AccountTests.account(.signingIn)
    try account.requestFailed(.unknownResult)
    #expect(account.failure == .unknownResult)
    #expect(AccountScreen(account).failure == .unknownResult)
    #expect(throws: FoodTruckError.self) { try account.passkeyRegistered() }
    #expect(account.failure == .unknownResult, "a refused event keeps the failure")
    try account.signIn(challenge: AccountTests.challenge)
    #expect(account.failure == nil)
    try account.requestFailed(.cancelled)
    #expect(account.failure == .cancelled)
    #expect(AccountScreen(account).failure == nil, "a cancellation shows no error")
  }

  static let badUserNames = [
    "", "   \t ", String(repeating: "n", count: 65), "Bell\u{7}", "\u{202E}adA", "A\u{200B}da",
    "Ada\u{2028}Lovelace", "Ada\nLovelace", String(repeating: "\u{0647}\u{064E}", count: 65),
    String(repeating: "a", count: 257),
  ]

  @Test(
    "Bad user names are refused in every event that takes one, nothing changed",
    arguments: badUserNames)
  func badUserName(name: String) throws {
    var signedOut = Account()
    #expect(throws: FoodTruckError.self) {
      try signedOut.signUpWithPasskey(userName: name, challenge: AccountTests.challenge)
    }
    #expect(throws: FoodTruckError.self) {
      try signedOut.signUpWithPassword(userName: name, password: "pw")
    }
    #expect(signedOut == Account())
    let signingIn = try AccountTests.account(.signingIn)
    var account = signingIn
    #expect(throws: FoodTruckError.self) { try account.passwordReturned(userName: name) }
    #expect(throws: FoodTruckError.self) { try account.passkeyAsserted(userId: Array(name.utf8)) }
    #expect(account == signingIn)
    #expect(!Account.canSubmitSignUp(userName: name, usePasskey: true, hasPassword: true))
  }

  @Test("The messages name the input, and never the password")
  func messages() throws {
    var account = Account()
    do {
      try account.signUpWithPassword(userName: "  ", password: "hunter2")
      Issue.record("a blank name is refused")
    } catch {
      #expect(error.input == "userName")
      #expect(error.message == "a user name must not be empty")
    }
    do {
      try account.signUpWithPassword(userName: "Ada", password: "")
      Issue.record("an empty password is refused")
    } catch {
      #expect(error.input == "password")
      #expect(error.message == "the password must not be empty")
    }
    do {
      try account.signUpWithPassword(userName: "\u{202E}", password: "hunter2")
    } catch {
      #expect(!error.message.contains("hunter2") && !error.message.contains("7"))
    }
    #expect(account == Account())
  }

  @Test("User names are trimmed; Arabic names and the limits are accepted")
  func goodUserNames() throws {
    for (given, kept) in [
      ("  Ada  ", "Ada"), ("عائشة", "عائشة"), ("Ada Lovelace", "Ada Lovelace"),
      (String(repeating: "n", count: 64), String(repeating: "n", count: 64)),
      // 64 characters of heh with a fatha: 256 bytes, both limits exactly.
      (
        String(repeating: "\u{0647}\u{064E}", count: 64),
        String(repeating: "\u{0647}\u{064E}", count: 64)
      ),
    ] {
      var account = Account()
      try account.signUpWithPassword(userName: given, password: "pw")
      #expect(account.state == .signedIn(userName: kept))
      #expect(try account.userName() == kept)
    }
  }

  @Test(
    "A passkey's user id that is not UTF-8 is refused, not fatal",
    arguments: [[0xFF], [0x41, 0xC3], [0xED, 0xA0, 0x80], [0xC0, 0xAF]] as [[UInt8]])
  func userIdNotUTF8(bytes: [UInt8]) throws {
    let before = try AccountTests.account(.signingIn)
    var account = before
    do {
      try account.passkeyAsserted(userId: bytes)
      Issue.record("refused")
    } catch {
      #expect(error.kind == .invalidArgument && error.input == "userId")
      #expect(error.message == "the passkey's user id is not valid UTF-8")
    }
    #expect(account == before)
  }

  @Test("A passkey asserted with an Arabic user id signs that user in")
  func arabicUserId() throws {
    var account = try AccountTests.account(.signingIn)
    try account.passkeyAsserted(userId: [0xD8, 0xB9, 0xD9, 0x84, 0xD9, 0x8A])
    #expect(account.state == .signedIn(userName: "علي"))
  }

  @Test("Challenges have 16 to 64 bytes", arguments: [0, 15, 16, 64, 65])
  func challengeLength(count: Int) throws {
    let challenge = [UInt8](repeating: 7, count: count)
    var account = Account()
    let accepted = (16...64).contains(count)
    do {
      try account.signIn(challenge: challenge)
      #expect(accepted)
      #expect(try account.pendingChallenge() == challenge)
    } catch {
      #expect(!accepted && error.input == "challenge")
      #expect(error.message == "a challenge has 16 to 64 bytes; got \(count)")
      #expect(account == Account())
    }
    var registering = Account()
    #expect(
      ((try? registering.signUpWithPasskey(userName: "Ada", challenge: challenge)) != nil)
        == accepted)
  }

  @Test("The user name and the challenge exist only in the states that hold them")
  func stateValues() throws {
    let names: [AccountState.Kind: String?] = [
      .signedOut: nil, .signingIn: nil, .registering: "Ada", .signedIn: "Ada",
      .confirmingSignOut: "Ada",
    ]
    for kind in AccountState.Kind.allCases {
      let account = try AccountTests.account(kind)
      #expect(account.state.kind == kind)
      #expect((try? account.userName()) == names[kind] ?? nil, "\(kind)")
      let pending = kind == .signingIn || kind == .registering
      #expect((try? account.pendingChallenge()) == (pending ? AccountTests.challenge : nil))
    }
  }

  @Test(
    "The relying party: a domain name, kept in lower case",
    arguments: zip(
      [
        "example.com", "Food-Truck.Example", "localhost", "a.b.c.d", "xn--mgbh0fb.example",
        String(repeating: "a", count: 63) + ".com",
      ],
      [
        "example.com", "food-truck.example", "localhost", "a.b.c.d", "xn--mgbh0fb.example",
        String(repeating: "a", count: 63) + ".com",
      ]))
  func relyingParty(given: String, kept: String) throws {
    var account = Account()
    try account.setRelyingParty(given)
    #expect(account.relyingParty == kept)
  }

  @Test(
    "Text that is no domain name is refused as the relying party",
    arguments: [
      "", ".", "example..com", ".example.com", "example.com.", "-example.com", "example-.com",
      "exa mple.com", "example.com/path", "https://example.com", "مثال.com", "a_b.com",
      String(repeating: "a", count: 64) + ".com",
      Array(repeating: String(repeating: "a", count: 63), count: 4).joined(separator: "."),
    ])
  func badRelyingParty(domain: String) throws {
    var account = Account()
    do {
      try account.setRelyingParty(domain)
      Issue.record("\(domain) is refused")
    } catch {
      #expect(error.kind == .invalidArgument && error.input == "relyingParty")
    }
    #expect(account.relyingParty == "example.com")
  }

  @Test("The relying party cannot change while a request is in flight")
  func relyingPartyInFlight() throws {
    for kind in AccountState.Kind.allCases {
      var account = try AccountTests.account(kind)
      let inFlight = kind == .signingIn || kind == .registering
      #expect(((try? account.setRelyingParty("foodtruck.example")) == nil) == inFlight)
    }
  }

  @Test(
    "The sign-up form: a user name, and with Use Passkey off a password too",
    arguments: zip(
      [
        ("Ada", true, false), ("Ada", true, true), ("Ada", false, false), ("Ada", false, true),
        ("", true, true), (" ", false, true),
      ],
      [true, true, false, true, false, false]))
  func signUpForm(form: (String, Bool, Bool), valid: Bool) {
    #expect(
      Account.canSubmitSignUp(userName: form.0, usePasskey: form.1, hasPassword: form.2) == valid)
  }

  @Test(
    "What the Account screen shows in each state",
    arguments: zip(
      AccountState.Kind.allCases,
      [
        // user name, Sign In, Sign Up, Sign Out, confirmation
        (false, true, true, false, false), (false, false, false, false, false),
        (false, false, false, false, false), (true, false, false, true, false),
        (true, false, false, true, true),
      ]))
  func screen(kind: AccountState.Kind, shows: (Bool, Bool, Bool, Bool, Bool)) throws {
    let screen = AccountScreen(try AccountTests.account(kind))
    #expect(screen.state == kind)
    #expect(screen.showsUserName == shows.0)
    #expect(screen.showsSignIn == shows.1)
    #expect(screen.showsSignUp == shows.2)
    #expect(screen.showsSignOut == shows.3)
    #expect(screen.showsSignOutConfirmation == shows.4)
    #expect(screen.failure == nil)
  }

  @Test(
    "The screen's texts in English and Arabic",
    arguments: zip(
      AccountText.allCases,
      [
        ("Sign In", "تسجيل الدخول"), ("Sign Up", "إنشاء حساب"), ("Sign Out", "تسجيل الخروج"),
        ("Are you sure you want to sign out?", "هل تريد بالتأكيد تسجيل الخروج؟"),
        ("Cancel", "إلغاء"), ("Use Passkey", "استخدام مفتاح المرور"),
        ("User name", "اسم المستخدم"), ("Password", "كلمة المرور"),
        ("In-app purchase support", "دعم الشراء داخل التطبيق"),
        ("Restore missing purchases", "استعادة المشتريات المفقودة"),
      ]))
  func texts(text: AccountText, expected: (String, String)) {
    #expect(text.text.en == expected.0)
    #expect(text.text.ar == expected.1)
  }

  @Test("The failures' descriptions; a cancellation has none")
  func failureTexts() {
    #expect(AccountFailure.cancelled.text == nil)
    #expect(
      AccountFailure.authorizationError.text
        == LocalizedText(
          en: "Encountered an error handling the authorization result.",
          ar: "حدث خطأ أثناء معالجة نتيجة التفويض."))
    #expect(
      AccountFailure.unknownResult.text
        == LocalizedText(
          en: "Received an unknown authorization result.", ar: "تم تلقي نتيجة تفويض غير معروفة."))
  }

  @Test("A truck's account changes only when the change is accepted")
  func truckAccount() throws {
    var truck = Truck()
    #expect(throws: FoodTruckError.self) {
      try truck.changeAccount { account throws(FoodTruckError) in try account.requestSignOut() }
    }
    #expect(truck.account == Account())
    try truck.changeAccount { account throws(FoodTruckError) in
      try account.signUpWithPassword(userName: "Ada", password: "pw")
    }
    #expect(truck.account.state == .signedIn(userName: "Ada"))
  }
}
