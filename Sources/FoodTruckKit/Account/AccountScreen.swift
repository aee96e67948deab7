// SPDX-License-Identifier: Apache-2.0
// AccountScreen: what the Account screen shows in each state, and its texts in English and
// Arabic (docs/domain.md §10.7).

/// The Account screen of one state: which parts show. The original shows the user name and
/// Sign Out when signed in, Sign In and Sign Up otherwise; while a request is in flight the
/// library shows neither (the platform's sheet is up), and the alert shows over the signed-in
/// screen.
public struct AccountScreen: Sendable, Hashable {
  public let state: AccountState.Kind
  public let showsUserName: Bool
  public let showsSignIn: Bool
  public let showsSignUp: Bool
  public let showsSignOut: Bool
  public let showsSignOutConfirmation: Bool
  /// The failure whose description shows, if any (a cancellation shows none).
  public let failure: AccountFailure?

  public init(_ account: Account) {
    state = account.state.kind
    let signedIn = state == .signedIn || state == .confirmingSignOut
    showsUserName = signedIn
    showsSignIn = state == .signedOut
    showsSignUp = state == .signedOut
    showsSignOut = signedIn
    showsSignOutConfirmation = state == .confirmingSignOut
    failure = account.failure?.text == nil ? nil : account.failure
  }
}

/// The Account screen's fixed texts, numbered as the C enum `foodtruck_account_label`.
public enum AccountText: Int, CaseIterable, Sendable, Hashable {
  case signIn = 0, signUp = 1, signOut = 2, signOutConfirmation = 3, cancel = 4
  case usePasskey = 5, userName = 6, password = 7, purchaseSupport = 8, restorePurchases = 9

  public var text: LocalizedText {
    switch self {
    case .signIn: LocalizedText(en: "Sign In", ar: "تسجيل الدخول")
    case .signUp: LocalizedText(en: "Sign Up", ar: "إنشاء حساب")
    case .signOut: LocalizedText(en: "Sign Out", ar: "تسجيل الخروج")
    case .signOutConfirmation:
      LocalizedText(
        en: "Are you sure you want to sign out?", ar: "هل تريد بالتأكيد تسجيل الخروج؟")
    case .cancel: LocalizedText(en: "Cancel", ar: "إلغاء")
    case .usePasskey: LocalizedText(en: "Use Passkey", ar: "استخدام مفتاح المرور")
    case .userName: LocalizedText(en: "User name", ar: "اسم المستخدم")
    case .password: LocalizedText(en: "Password", ar: "كلمة المرور")
    case .purchaseSupport:
      LocalizedText(en: "In-app purchase support", ar: "دعم الشراء داخل التطبيق")
    case .restorePurchases:
      LocalizedText(en: "Restore missing purchases", ar: "استعادة المشتريات المفقودة")
    }
  }
}
