// SPDX-License-Identifier: Apache-2.0
// NavigationTextTests: the words of a shell's own chrome: each one in English and Arabic, no two
// alike in a language, and the language key naming the other language.

import FoodTruckKit
import Testing

@Suite("Navigation texts")
struct NavigationTextTests {
  @Test(
    "Key hints, labels and the demo's words in English and Arabic",
    arguments: [
      (NavigationText.keyNextStep, "Next step", "الخطوة التالية"),
      (.keyAutoOperator, "Auto operator", "المشغّل الآلي"),
      (.on, "on", "يعمل"), (.off, "off", "متوقف"),
      (.openOrders, "Open orders", "الطلبات المفتوحة"),
      (.liveActivities, "Live Activities", "الأنشطة المباشرة"),
      (.windowTooSmall, "Make the window at least", "كبّر النافذة على الأقل إلى"),
      (
        .legend, "Each line: the time, the order, what happened to it:",
        "كل سطر: الوقت، والطلب، وما حدث له:"
      ),
      (.totalSales, "Total Sales", "إجمالي المبيعات"), (.none, "None", "لا شيء"),
      (.trendingTopics, "Trending Topics", "المواضيع الرائجة"),
      (
        .queueGrows, "The queue grows: the operator prepares one order at a time. Waiting:",
        "الطابور يطول: يحضّر المشغّل طلبًا واحدًا في كل مرة. في الانتظار:"
      ),
      (.notificationTitle, "Donuts are done!", "الدونات جاهزة!"),
    ])
  func texts(text: NavigationText, english: String, arabic: String) {
    #expect(text.text.en == english)
    #expect(text.text.ar == arabic)
  }

  @Test("The language key names the language it switches to")
  func languageKey() {
    #expect(NavigationText.keyLanguage.text == LocalizedText(en: "العربية", ar: "English"))
  }

  @Test("Every text is there in both languages, no two alike, the Arabic in Arabic letters")
  func complete() {
    let all = NavigationText.allCases
    #expect(all.map(\.rawValue) == Array(0..<45))
    #expect(Set(all.map(\.text.en)).count == all.count)
    #expect(Set(all.map(\.text.ar)).count == all.count)
    for text in all where text != .keyLanguage {
      #expect(!text.text.en.isEmpty)
      #expect(
        text.text.ar.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) },
        "\(text) has no Arabic")
    }
  }

  @Test(
    "The Truck screen's cards are titled as the original's: New Orders, Forecast, Donuts, Social Feed",
    arguments: zip(
      TruckCard.allCases,
      [
        ("New Orders", "الطلبات الجديدة"), ("Forecast", "توقعات الطقس"), ("Donuts", "الدونات"),
        ("Social Feed", "الموجز الاجتماعي"),
      ]))
  func cardTitles(card: TruckCard, title: (en: String, ar: String)) {
    #expect(card.title == LocalizedText(en: title.en, ar: title.ar))
  }
}
