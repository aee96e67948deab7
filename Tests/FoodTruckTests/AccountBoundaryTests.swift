// SPDX-License-Identifier: Apache-2.0
// AccountBoundaryTests: the account through the C ABI: the screen struct in each state, the
// challenge and user name handed back for the shell's authenticator, refused events with
// FOODTRUCK_ERR_INVALID_STATE and bad inputs with their statuses and messages, nothing changed
// (docs/domain.md §10.7).

import CFoodTruck
import FoodTruck
import Testing

@Suite("Account boundary")
final class AccountBoundaryTests {
  let truck: UnsafeMutablePointer<foodtruck_truck>
  static let challenge = Array("0123456789abcdef".utf8)

  init() throws {
    truck = try newTruck()
  }

  deinit {
    truckFree(truck)
  }

  func screen() -> foodtruck_account_view {
    var screen = foodtruck_account_view()
    #expect(accountScreen(truck, &screen) == FOODTRUCK_OK)
    return screen
  }

  func signIn(_ bytes: [UInt8] = challenge) -> foodtruck_status {
    accountSignIn(truck, bytes, UInt(bytes.count))
  }

  @Test("Signed out at start: Sign In and Sign Up, for example.com")
  func start() throws {
    let screen = screen()
    #expect(screen.state == FOODTRUCK_ACCOUNT_SIGNED_OUT)
    #expect(screen.shows_sign_in && screen.shows_sign_up)
    #expect(!screen.shows_user_name && !screen.shows_sign_out && !screen.shows_failure)
    #expect(try readText { accountRelyingParty(truck, $0, $1, $2) } == "example.com")
    #expect(accountUserName(truck, nil, 0, nil) == FOODTRUCK_ERR_INVALID_STATE)
    #expect(
      lastErrorText
        == "foodtruck_account_user_name: there is no user name while the account is signed out")
    #expect(FOODTRUCK_ACCOUNT_USE_PASSKEY_DEFAULT == 1)
  }

  @Test("Sign in with a passkey: the challenge handed back, then signed in as the user id's name")
  func passkeySignIn() throws {
    #expect(signIn() == FOODTRUCK_OK)
    #expect(screen().state == FOODTRUCK_ACCOUNT_SIGNING_IN)
    #expect(try readArray(UInt8(0)) { accountChallenge(truck, $0, $1, $2) } == Self.challenge)
    let name = Array("عائشة".utf8)
    #expect(accountPasskeyAsserted(truck, name, UInt(name.count)) == FOODTRUCK_OK)
    let screen = screen()
    #expect(screen.state == FOODTRUCK_ACCOUNT_SIGNED_IN)
    #expect(screen.shows_user_name && screen.shows_sign_out && !screen.shows_sign_in)
    #expect(try readText { accountUserName(truck, $0, $1, $2) } == "عائشة")
    #expect(accountChallenge(truck, nil, 0, nil) == FOODTRUCK_ERR_INVALID_STATE)
  }

  @Test("A passkey's user id that is not UTF-8 is refused, still signing in")
  func userIdNotUTF8() throws {
    #expect(signIn() == FOODTRUCK_OK)
    let bytes: [UInt8] = [0x41, 0xFF]
    #expect(accountPasskeyAsserted(truck, bytes, 2) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText
        == "foodtruck_account_passkey_asserted: user_id: the passkey's user id is not valid UTF-8")
    #expect(accountPasskeyAsserted(truck, nil, 0) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(screen().state == FOODTRUCK_ACCOUNT_SIGNING_IN)
  }

  @Test("Sign up with a passkey: registering the trimmed name, then signed in")
  func passkeySignUp() throws {
    #expect(
      accountSignUpPasskey(truck, "  Ada ", Self.challenge, UInt(Self.challenge.count))
        == FOODTRUCK_OK)
    #expect(screen().state == FOODTRUCK_ACCOUNT_REGISTERING)
    #expect(try readText { accountUserName(truck, $0, $1, $2) } == "Ada")
    #expect(accountPasskeyRegistered(truck) == FOODTRUCK_OK)
    #expect(screen().state == FOODTRUCK_ACCOUNT_SIGNED_IN)
    #expect(accountPasskeyRegistered(truck) == FOODTRUCK_ERR_INVALID_STATE)
    #expect(
      lastErrorText
        == "foodtruck_account_passkey_registered: a passkey registration is refused while the "
        + "account is signed in")
  }

  @Test("Sign out asks first; Cancel keeps the user, Sign Out signs out")
  func signOut() throws {
    #expect(accountSignUpPassword(truck, "Ada", "hunter2") == FOODTRUCK_OK)
    #expect(accountSignOut(truck) == FOODTRUCK_OK)
    var screen = screen()
    #expect(screen.state == FOODTRUCK_ACCOUNT_CONFIRMING_SIGN_OUT)
    #expect(screen.shows_sign_out_confirmation && screen.shows_user_name)
    #expect(accountConfirmSignOut(truck, false) == FOODTRUCK_OK)
    #expect(self.screen().state == FOODTRUCK_ACCOUNT_SIGNED_IN)
    #expect(accountConfirmSignOut(truck, true) == FOODTRUCK_ERR_INVALID_STATE)
    #expect(accountSignOut(truck) == FOODTRUCK_OK)
    #expect(accountConfirmSignOut(truck, true) == FOODTRUCK_OK)
    screen = self.screen()
    #expect(screen.state == FOODTRUCK_ACCOUNT_SIGNED_OUT && screen.shows_sign_in)
  }

  @Test("A failed request signs out and shows its description")
  func failure() throws {
    #expect(signIn() == FOODTRUCK_OK)
    #expect(accountRequestFailed(truck, FOODTRUCK_ACCOUNT_AUTHORIZATION_ERROR) == FOODTRUCK_OK)
    let screen = screen()
    #expect(screen.state == FOODTRUCK_ACCOUNT_SIGNED_OUT && screen.shows_failure)
    #expect(screen.failure == FOODTRUCK_ACCOUNT_AUTHORIZATION_ERROR)
    #expect(
      try readText { accountFailureText(truck, screen.failure, $0, $1, $2) }
        == "Encountered an error handling the authorization result.")
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(
      try readText { accountFailureText(truck, FOODTRUCK_ACCOUNT_UNKNOWN_RESULT, $0, $1, $2) }
        == "تم تلقي نتيجة تفويض غير معروفة.")
    #expect(
      try readText { accountFailureText(truck, FOODTRUCK_ACCOUNT_CANCELLED, $0, $1, $2) } == "")
    #expect(accountRequestFailed(truck, FOODTRUCK_ACCOUNT_CANCELLED) == FOODTRUCK_ERR_INVALID_STATE)
  }

  @Test("Bad inputs: their statuses and messages, and nothing changes")
  func badInputs() throws {
    #expect(signIn(Array(Self.challenge.prefix(15))) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText
        == "foodtruck_account_sign_in: challenge: a challenge has 16 to 64 bytes; got 15")
    #expect(signIn([UInt8](repeating: 1, count: 65)) == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText == "foodtruck_account_sign_in: challenge_count 65 is above the limit of 64")
    #expect(accountSignIn(truck, nil, 16) == FOODTRUCK_ERR_NULL_ARGUMENT)
    #expect(accountSignUpPassword(truck, "\u{202E}Ada", "pw") == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText
        == "foodtruck_account_sign_up_password: user_name: a user name must not contain control, "
        + "format or line-separator characters")
    #expect(accountSignUpPassword(truck, "Ada", "") == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(
      lastErrorText
        == "foodtruck_account_sign_up_password: password: the password must not be empty")
    #expect(accountSetRelyingParty(truck, "example..com") == FOODTRUCK_ERR_INVALID_ARGUMENT)
    #expect(lastErrorText.hasPrefix("foodtruck_account_set_relying_party: relying_party: "))
    #expect(screen().state == FOODTRUCK_ACCOUNT_SIGNED_OUT)
    #expect(try readText { accountRelyingParty(truck, $0, $1, $2) } == "example.com")
  }

  @Test("The relying party is a setting, refused while a request is in flight")
  func relyingParty() throws {
    #expect(accountSetRelyingParty(truck, "Trucks.Example.ORG") == FOODTRUCK_OK)
    #expect(try readText { accountRelyingParty(truck, $0, $1, $2) } == "trucks.example.org")
    #expect(signIn() == FOODTRUCK_OK)
    #expect(accountSetRelyingParty(truck, "example.com") == FOODTRUCK_ERR_INVALID_STATE)
  }

  @Test("The sign-up form's validity")
  func signUpValid() {
    var valid = false
    #expect(accountSignUpValid("Ada", true, false, &valid) == FOODTRUCK_OK && valid)
    #expect(accountSignUpValid("Ada", false, false, &valid) == FOODTRUCK_OK && !valid)
    #expect(accountSignUpValid("Ada", false, true, &valid) == FOODTRUCK_OK && valid)
    #expect(accountSignUpValid(" ", true, true, &valid) == FOODTRUCK_OK && !valid)
  }

  @Test("The screen's texts follow the locale")
  func texts() throws {
    #expect(
      try readText { accountText(truck, FOODTRUCK_ACCOUNT_LABEL_SIGN_IN, $0, $1, $2) } == "Sign In")
    #expect(truckSetLocale(truck, FOODTRUCK_LOCALE_AR) == FOODTRUCK_OK)
    #expect(
      try readText { accountText(truck, FOODTRUCK_ACCOUNT_LABEL_SIGN_OUT_CONFIRMATION, $0, $1, $2) }
        == "هل تريد بالتأكيد تسجيل الخروج؟")
  }
}
