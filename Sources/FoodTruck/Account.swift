// SPDX-License-Identifier: Apache-2.0
// Account: the sign-in state machine (signed out, signing in, registering a passkey, signed
// in, confirming the sign-out), the relying party and challenge the shell's authenticator
// needs, and the Account screen's parts and texts. The shell runs WebAuthn and the password
// request; the library keeps no secret.
//
// C <-> Swift:
//   foodtruck_account_state    <-> AccountState.Kind
//   foodtruck_account_failure  <-> AccountFailure
//   foodtruck_account_label    <-> AccountText
//   foodtruck_account_view     <-  AccountScreen

import CFoodTruck
import FoodTruckKit

// MARK: - foodtruck_account: what the screen shows

/// Reads what the Account screen shows: the state, which parts show and the failure whose
/// description shows.
///
/// - Parameter screen_out: Receives the screen.
@c(foodtruck_account_screen) public func accountScreen(
  _ truck: UnsafePointer<foodtruck_truck>?,
  _ screen_out: UnsafeMutablePointer<foodtruck_account_view>?
) -> foodtruck_status {
  ffi("foodtruck_account_screen", truck) { session throws(BoundaryError) in
    let out = try Arg.out(screen_out, "screen_out")
    try out.storeZeroingPadding(foodtruck_account_view(session.read { AccountScreen($0.account) }))
  }
}

/// Writes the user name: the signed-in user's, or while registering the name the passkey is
/// registered for (its user id is these bytes).
///
/// Errors: FOODTRUCK_ERR_INVALID_STATE while signed out or signing in (there is no name).
@c(foodtruck_account_user_name) public func accountUserName(
  _ truck: UnsafePointer<foodtruck_truck>?, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_account_user_name", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(
      try session.read { truck throws(FoodTruckError) in try truck.account.userName() })
  }
}

/// Copies the challenge of the request in flight, the bytes handed in with
/// foodtruck_account_sign_in() or foodtruck_account_sign_up_passkey().
///
/// Errors: FOODTRUCK_ERR_INVALID_STATE unless signing in or registering.
///
/// - Parameters:
///   - capacity: The array's length in bytes.
///   - count_out: Optional; receives the number of bytes, 16 to 64.
@c(foodtruck_account_challenge) public func accountChallenge(
  _ truck: UnsafePointer<foodtruck_truck>?, _ challenge_out: UnsafeMutablePointer<UInt8>?,
  _ capacity: UInt, _ count_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_account_challenge", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(challenge_out, capacity, count_out, "challenge_out")
    try buffer.write(
      try session.read { truck throws(FoodTruckError) in try truck.account.pendingChallenge() })
  }
}

/// Writes the relying party the shell's passkey requests name ("example.com" unless set).
@c(foodtruck_account_relying_party) public func accountRelyingParty(
  _ truck: UnsafePointer<foodtruck_truck>?, _ text_out: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_account_relying_party", truck) { session throws(BoundaryError) in
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.account.relyingParty })
  }
}

/// Writes one of the Account screen's fixed texts in the session's language.
///
/// - Parameter which: The text.
@c(foodtruck_account_text) public func accountText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ which: foodtruck_account_label,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_account_text", truck) { session throws(BoundaryError) in
    let which = try Arg.enumValue(which, as: AccountText.self, "which")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(which.text) })
  }
}

/// Writes a failure's error description in the session's language ("" for
/// FOODTRUCK_ACCOUNT_CANCELLED, which shows none).
///
/// - Parameter failure: The failure.
@c(foodtruck_account_failure_text) public func accountFailureText(
  _ truck: UnsafePointer<foodtruck_truck>?, _ failure: foodtruck_account_failure,
  _ text_out: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ length_out: UnsafeMutablePointer<UInt>?
) -> foodtruck_status {
  ffi("foodtruck_account_failure_text", truck) { session throws(BoundaryError) in
    let failure = try Arg.enumValue(failure, as: AccountFailure.self, "failure")
    let buffer = try Arg.buffer(text_out, capacity, length_out, "text_out")
    try buffer.write(session.read { $0.words(failure.text ?? LocalizedText(verbatim: "")) })
  }
}

/// Says whether the sign-up form may be submitted: a valid user name (the rules of
/// foodtruck_account_sign_up_passkey()) and, with "Use Passkey" off, a password. The password
/// itself is not handed in. An invalid user name gives false, not an error.
///
/// - Parameters:
///   - user_name: The user name typed so far, at most FOODTRUCK_ACCOUNT_USER_NAME_MAX_BYTES
///     bytes.
///   - use_passkey: The form's "Use Passkey" switch (on at first).
///   - has_password: Whether the password field is not empty.
///   - valid_out: Receives whether Sign Up is enabled.
@c(foodtruck_account_sign_up_valid) public func accountSignUpValid(
  _ user_name: UnsafePointer<CChar>?, _ use_passkey: Bool, _ has_password: Bool,
  _ valid_out: UnsafeMutablePointer<Bool>?
) -> foodtruck_status {
  ffi("foodtruck_account_sign_up_valid") { () throws(BoundaryError) in
    let name = try Arg.text(user_name, "user_name", maximumBytes: Account.maximumUserNameBytes)
    let out = try Arg.out(valid_out, "valid_out")
    out.pointee = Account.canSubmitSignUp(
      userName: name, usePasskey: use_passkey, hasPassword: has_password)
  }
}

// MARK: - foodtruck_account: settings

/// Sets the relying party of the passkey requests: a domain name, kept in lower case.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for text that is not a domain name (dot-separated
/// labels of 1 to 63 ASCII letters, digits and hyphens, no label starting or ending with a
/// hyphen); FOODTRUCK_ERR_INVALID_STATE while signing in or registering.
///
/// - Parameter relying_party: The domain, at most FOODTRUCK_ACCOUNT_RELYING_PARTY_MAX_BYTES
///   bytes.
@c(foodtruck_account_set_relying_party) public func accountSetRelyingParty(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ relying_party: UnsafePointer<CChar>?
) -> foodtruck_status {
  ffi("foodtruck_account_set_relying_party", truck) { session throws(BoundaryError) in
    let domain = try Arg.text(
      relying_party, "relying_party", maximumBytes: Account.maximumRelyingPartyBytes)
    try session.change(.setRelyingParty(domain))
  }
}

// MARK: - foodtruck_account: events

/// Sign In tapped: the shell then runs a passkey assertion and a saved-password request
/// together, for foodtruck_account_relying_party() with this challenge. The state becomes
/// FOODTRUCK_ACCOUNT_SIGNING_IN.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a challenge of fewer than 16 or more than 64
/// bytes; FOODTRUCK_ERR_INVALID_STATE unless signed out. On error nothing changes.
///
/// - Parameters:
///   - challenge: The challenge from the shell's server (random bytes it will verify).
///   - challenge_count: Its length in bytes.
///     Range: FOODTRUCK_ACCOUNT_CHALLENGE_MIN_BYTES to FOODTRUCK_ACCOUNT_CHALLENGE_MAX_BYTES.
@c(foodtruck_account_sign_in) public func accountSignIn(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ challenge: UnsafePointer<UInt8>?,
  _ challenge_count: UInt
) -> foodtruck_status {
  ffi("foodtruck_account_sign_in", truck) { session throws(BoundaryError) in
    let challenge = try Arg.bytes(
      challenge, challenge_count, maximum: Account.maximumChallengeBytes, "challenge")
    try session.change(.signIn(challenge: challenge))
  }
}

/// Sign Up with a passkey: the shell then runs a passkey registration for
/// foodtruck_account_relying_party(), this challenge, the trimmed user name as the name and its
/// UTF-8 bytes as the user id. The state becomes FOODTRUCK_ACCOUNT_REGISTERING.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a user name that is blank, longer than
/// FOODTRUCK_ACCOUNT_USER_NAME_MAX_CHARACTERS characters once trimmed or holds control, format
/// (bidi override) or line-separator characters, and for a challenge of fewer than 16 or more
/// than 64 bytes; FOODTRUCK_ERR_INVALID_STATE unless signed out. On error nothing changes.
///
/// - Parameters:
///   - user_name: The user name, at most FOODTRUCK_ACCOUNT_USER_NAME_MAX_BYTES bytes.
///   - challenge: The challenge from the shell's server.
///   - challenge_count: Its length in bytes.
///     Range: FOODTRUCK_ACCOUNT_CHALLENGE_MIN_BYTES to FOODTRUCK_ACCOUNT_CHALLENGE_MAX_BYTES.
@c(foodtruck_account_sign_up_passkey) public func accountSignUpPasskey(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ user_name: UnsafePointer<CChar>?,
  _ challenge: UnsafePointer<UInt8>?, _ challenge_count: UInt
) -> foodtruck_status {
  ffi("foodtruck_account_sign_up_passkey", truck) { session throws(BoundaryError) in
    let name = try Arg.text(user_name, "user_name", maximumBytes: Account.maximumUserNameBytes)
    let challenge = try Arg.bytes(
      challenge, challenge_count, maximum: Account.maximumChallengeBytes, "challenge")
    try session.change(.signUpWithPasskey(userName: name, challenge: challenge))
  }
}

/// Sign Up with a password: signs the user in at once (FOODTRUCK_ACCOUNT_SIGNED_IN), as the
/// original does. The password is checked to be non-empty and then forgotten: the library never
/// stores it, and no message names it or its length. Sending it to a server is the shell's.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a user name refused by the rules of
/// foodtruck_account_sign_up_passkey() and for an empty password; FOODTRUCK_ERR_INVALID_STATE
/// unless signed out. On error nothing changes.
///
/// - Parameters:
///   - user_name: The user name, at most FOODTRUCK_ACCOUNT_USER_NAME_MAX_BYTES bytes.
///   - password: The password, at most FOODTRUCK_ACCOUNT_PASSWORD_MAX_BYTES bytes.
@c(foodtruck_account_sign_up_password) public func accountSignUpPassword(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ user_name: UnsafePointer<CChar>?,
  _ password: UnsafePointer<CChar>?
) -> foodtruck_status {
  ffi("foodtruck_account_sign_up_password", truck) { session throws(BoundaryError) in
    let name = try Arg.text(user_name, "user_name", maximumBytes: Account.maximumUserNameBytes)
    let password = try Arg.text(
      password, "password", maximumBytes: Account.maximumPasswordBytes)
    try session.change(.signUpWithPassword(userName: name, password: AccountPassword(password)))
  }
}

/// The saved-password request returned a credential: signed in as its user
/// (FOODTRUCK_ACCOUNT_SIGNED_IN). The credential's password is not handed in.
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for a user name refused by the rules of
/// foodtruck_account_sign_up_passkey(); FOODTRUCK_ERR_INVALID_STATE unless signing in. On error
/// nothing changes.
///
/// - Parameter user_name: The credential's user, at most FOODTRUCK_ACCOUNT_USER_NAME_MAX_BYTES
///   bytes.
@c(foodtruck_account_password_returned) public func accountPasswordReturned(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ user_name: UnsafePointer<CChar>?
) -> foodtruck_status {
  ffi("foodtruck_account_password_returned", truck) { session throws(BoundaryError) in
    let name = try Arg.text(user_name, "user_name", maximumBytes: Account.maximumUserNameBytes)
    try session.change(.passwordReturned(userName: name))
  }
}

/// The passkey assertion returned a credential: signed in as the user whose name its user id
/// holds in UTF-8 (FOODTRUCK_ACCOUNT_SIGNED_IN).
///
/// Errors: FOODTRUCK_ERR_INVALID_ARGUMENT for user id bytes that do not decode as UTF-8 (the
/// original crashes), for more than FOODTRUCK_ACCOUNT_USER_NAME_MAX_BYTES of them, or for a name
/// refused by the rules of foodtruck_account_sign_up_passkey();
/// FOODTRUCK_ERR_INVALID_STATE unless signing in. On error nothing changes.
///
/// - Parameters:
///   - user_id: The credential's user id bytes.
///   - user_id_count: Their number. Range: 0 to 256.
@c(foodtruck_account_passkey_asserted) public func accountPasskeyAsserted(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ user_id: UnsafePointer<UInt8>?,
  _ user_id_count: UInt
) -> foodtruck_status {
  ffi("foodtruck_account_passkey_asserted", truck) { session throws(BoundaryError) in
    let userId = try Arg.bytes(
      user_id, user_id_count, maximum: Account.maximumUserNameBytes, "user_id")
    try session.change(.passkeyAsserted(userId: userId))
  }
}

/// The passkey registration succeeded: signed in as the name it was registered for
/// (FOODTRUCK_ACCOUNT_SIGNED_IN).
///
/// Errors: FOODTRUCK_ERR_INVALID_STATE unless registering.
@c(foodtruck_account_passkey_registered) public func accountPasskeyRegistered(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?
) -> foodtruck_status {
  ffi("foodtruck_account_passkey_registered", truck) { session throws(BoundaryError) in
    try session.change(.passkeyRegistered)
  }
}

/// The request in flight (sign-in or registration) ended without a credential: signed out
/// again, and the screen shows the failure's description until the next accepted event.
///
/// Errors: FOODTRUCK_ERR_INVALID_STATE unless signing in or registering.
///
/// - Parameter failure: How it ended.
@c(foodtruck_account_request_failed) public func accountRequestFailed(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ failure: foodtruck_account_failure
) -> foodtruck_status {
  ffi("foodtruck_account_request_failed", truck) { session throws(BoundaryError) in
    let failure = try Arg.enumValue(failure, as: AccountFailure.self, "failure")
    try session.change(.accountRequestFailed(failure))
  }
}

/// Sign Out tapped: the confirmation alert shows (FOODTRUCK_ACCOUNT_CONFIRMING_SIGN_OUT).
///
/// Errors: FOODTRUCK_ERR_INVALID_STATE unless signed in.
@c(foodtruck_account_sign_out) public func accountSignOut(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?
) -> foodtruck_status {
  ffi("foodtruck_account_sign_out", truck) { session throws(BoundaryError) in
    try session.change(.requestSignOut)
  }
}

/// The sign-out alert's answer: Sign Out signs out (FOODTRUCK_ACCOUNT_SIGNED_OUT), Cancel keeps
/// the user signed in (FOODTRUCK_ACCOUNT_SIGNED_IN).
///
/// Errors: FOODTRUCK_ERR_INVALID_STATE unless the alert shows.
///
/// - Parameter confirmed: Whether Sign Out was chosen.
@c(foodtruck_account_confirm_sign_out) public func accountConfirmSignOut(
  _ truck: UnsafeMutablePointer<foodtruck_truck>?, _ confirmed: Bool
) -> foodtruck_status {
  ffi("foodtruck_account_confirm_sign_out", truck) { session throws(BoundaryError) in
    try session.change(.confirmSignOut(confirmed))
  }
}
