// SPDX-License-Identifier: Apache-2.0
// FailureText: what the operator is told when a call fails, by the failure's kind. The
// library's messages (foodtruck_last_error) are for the developer; these are the shell's words
// for the person at the truck, above all for the session file's failures, whose statuses
// promise different things (docs/conventions.md, Files): a change refused with `storage` was
// not made; one refused with `unconfirmed` may have been.

extension FoodTruckError.Kind {
  /// The sentence a shell shows the operator after a call failed with this kind.
  public var operatorText: LocalizedText {
    switch self {
    case .storage:
      LocalizedText(
        en: "Not saved: the change could not be written. Nothing was changed; try again.",
        ar: "لم يُحفظ التغيير: تعذّرت كتابته. لم يتغيّر شيء، فحاول مرة أخرى.")
    case .unconfirmed:
      LocalizedText(
        en: "Saving could not be confirmed: your last change may not have been kept. "
          + "What was saved shows once the session is opened again.",
        ar: "تعذّر تأكيد الحفظ: ربما لم يُحفظ تغييرك الأخير. "
          + "يظهر ما حُفظ حين تُفتح الجلسة من جديد.")
    case .busy:
      LocalizedText(
        en: "The session is open in another window.", ar: "الجلسة مفتوحة في نافذة أخرى.")
    case .readOnly:
      LocalizedText(
        en: "This session is read-only: changes are not saved.",
        ar: "هذه الجلسة للقراءة فقط: لا تُحفظ التغييرات.")
    case .notASession:
      LocalizedText(
        en: "This file is not a Food Truck session.", ar: "هذا الملف ليس جلسة لشاحنة الطعام.")
    case .corrupt:
      LocalizedText(
        en: "The session's file is damaged. It was left as it was.",
        ar: "ملف الجلسة تالف، وقد تُرك كما هو.")
    case .invalidArgument, .notFound, .invalidState, .limitReached, .disabled:
      FoodTruckError.Kind.somethingWentWrong
    }
  }

  /// What the operator is told of a failure that is the shell's own mistake, not theirs.
  public static let somethingWentWrong = LocalizedText(
    en: "Something went wrong.", ar: "حدث خطأ ما.")
}
