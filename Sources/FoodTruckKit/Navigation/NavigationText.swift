// SPDX-License-Identifier: Apache-2.0
// NavigationText: the words of a shell's own chrome, the parts of a screen that are no model's:
// key hints, column and summary labels, the empty-list lines, the small-window notice, and the
// demo's header and legend. They live here, not in each shell, so that every shell says them the
// same way in every language.

/// A fixed text of a shell's chrome. Raw values are the C ABI's `foodtruck_navigation_label`.
public enum NavigationText: Int, CaseIterable, Sendable, Hashable {
  // Key hints: what a key does, shown beside the key.
  case keyPanels = 0, keyMove = 1, keyNextStep = 2, keySearch = 3, keySort = 4
  case keyNextCity = 5, keyLanguage = 6, keySpeed = 7, keyAutoOperator = 8, keyQuit = 9
  case keyDone = 10, keyClear = 11
  // A switch's state, after its name.
  case on = 12, off = 13
  // Labels of panels and numbers.
  case liveActivities = 14, openOrders = 15, sales = 16, donut = 17, day = 18
  case dynamicIsland = 19, islandEmpty = 20, noOrders = 21, noActivities = 22
  case windowTooSmall = 23
  // The demo transcript's header, legend and last line.
  case demoTitle = 24, demoStory = 25, legend = 26, summaryLegend = 27, demoInteractive = 28
  // Between the items of a list: ", ", in Arabic "، ".
  case listSeparator = 29
  // Words of the app's screens that belong to no model: the charts' header, the Donut Editor's
  // choice of no glaze or topping, the Social Feed card's caption.
  case totalSales = 30, none = 31, trendingTopics = 32
  // After the date of the Sales History's point still under way, in a table (docs/domain.md §4.4).
  case soFar = 33
  // The compact Orders list's first section, the placed orders, as the original titles it.
  case newOrders = 34
  // The Donuts gallery's empty search, as the Orders list has its own.
  case noDonuts = 35
  // A shell with no platform store or passkey authenticator may offer a local stand-in for
  // each, so that a person can walk the store's and the sign-in's flows: these name them
  // plainly, so that nobody mistakes them for the real ones.
  case testStore = 36, testStoreNote = 37, testAuthenticator = 38, testAuthenticatorNote = 39
  // The Donut Editor's name field's prompt, as the original's.
  case donutName = 40
  // The demo's explanations: why its first line hands over many orders at once, and the line
  // it writes when more orders wait than a minute before (a shell appends the number).
  case demoOpening = 41, queueGrows = 42
  // The "Donuts are done!" notification's title and body, for every order whose preparation
  // ends: the same words as a live activity's (foodtruck_activity_text), for an order that has
  // none (the activities are off or at their limit).
  case notificationTitle = 43, notificationBody = 44

  public var text: LocalizedText {
    switch self {
    case .keyPanels: LocalizedText(en: "Panels", ar: "اللوحات")
    case .keyMove: LocalizedText(en: "Move", ar: "تنقّل")
    case .keyNextStep: LocalizedText(en: "Next step", ar: "الخطوة التالية")
    case .keySearch: LocalizedText(en: "Search", ar: "بحث")
    case .keySort: LocalizedText(en: "Sort", ar: "ترتيب")
    case .keyNextCity: LocalizedText(en: "Next city", ar: "المدينة التالية")
    case .keyLanguage: LocalizedText(en: "العربية", ar: "English")
    case .keySpeed: LocalizedText(en: "Speed", ar: "السرعة")
    case .keyAutoOperator: LocalizedText(en: "Auto operator", ar: "المشغّل الآلي")
    case .keyQuit: LocalizedText(en: "Quit", ar: "خروج")
    case .keyDone: LocalizedText(en: "Done", ar: "تم")
    case .keyClear: LocalizedText(en: "Clear", ar: "مسح")
    case .on: LocalizedText(en: "on", ar: "يعمل")
    case .off: LocalizedText(en: "off", ar: "متوقف")
    case .liveActivities: LocalizedText(en: "Live Activities", ar: "الأنشطة المباشرة")
    case .openOrders: LocalizedText(en: "Open orders", ar: "الطلبات المفتوحة")
    case .sales: LocalizedText(en: "Sales", ar: "المبيعات")
    case .donut: LocalizedText(en: "Donut", ar: "الدونات")
    case .day: LocalizedText(en: "Day", ar: "يوم")
    case .dynamicIsland: LocalizedText(en: "Dynamic Island", ar: "الجزيرة الديناميكية")
    case .islandEmpty: LocalizedText(en: "Dynamic Island empty", ar: "الجزيرة الديناميكية فارغة")
    case .noOrders: LocalizedText(en: "No orders", ar: "لا توجد طلبات")
    case .noActivities: LocalizedText(en: "No live activities", ar: "لا توجد أنشطة مباشرة")
    case .windowTooSmall:
      LocalizedText(en: "Make the window at least", ar: "كبّر النافذة على الأقل إلى")
    case .demoTitle:
      LocalizedText(
        en: "Food Truck: a simulated afternoon at the truck, seen from the library",
        ar: "شاحنة الطعام: ظهيرة محاكاة في الشاحنة كما تراها المكتبة")
    case .demoStory:
      LocalizedText(
        en:
          "Customers place orders; an automatic operator prepares the oldest one at a time and hands over the ready ones.",
        ar: "يضع الزبائن طلباتهم، ويحضّر مشغّل آلي أقدمها واحدًا تلو الآخر ويسلّم الجاهز منها.")
    case .legend:
      LocalizedText(
        en: "Each line: the time, the order, what happened to it:",
        ar: "كل سطر: الوقت، والطلب، وما حدث له:")
    case .summaryLegend:
      LocalizedText(
        numbered:
          "Each minute a line starting with == sums up the week's Top 5 (donuts sold), the Dynamic Island and the open orders.",
        ar:
          "كل دقيقة يلخّص سطر يبدأ بـ == أفضل 5 هذا الأسبوع (الدونات المبيعة) والجزيرة الديناميكية والطلبات المفتوحة."
      )
    case .demoOpening:
      LocalizedText(
        en:
          "The first line is the day so far: the orders placed before the afternoon starts are handed over at once.",
        ar: "السطر الأول هو ما مضى من اليوم: تُسلَّم دفعةً واحدة الطلباتُ التي وُضعت قبل بدء الظهيرة.")
    case .queueGrows:
      LocalizedText(
        en: "The queue grows: the operator prepares one order at a time. Waiting:",
        ar: "الطابور يطول: يحضّر المشغّل طلبًا واحدًا في كل مرة. في الانتظار:")
    case .notificationTitle: Truck.notificationTitle
    case .notificationBody: Truck.notificationBody
    case .listSeparator: LocalizedText(en: ", ", ar: "، ")
    case .totalSales: Truck.totalSalesTitle
    case .none: LocalizedText(en: "None", ar: "لا شيء")
    case .trendingTopics: LocalizedText(en: "Trending Topics", ar: "المواضيع الرائجة")
    case .soFar: LocalizedText(en: "so far", ar: "حتى الآن")
    case .newOrders: LocalizedText(en: "New", ar: "جديدة")
    case .noDonuts: LocalizedText(en: "No donuts", ar: "لا توجد دونات")
    case .testStore: LocalizedText(en: "Test Store", ar: "متجر تجريبي")
    case .testStoreNote:
      LocalizedText(
        en: "Purchases are simulated on this computer; nothing is charged.",
        ar: "المشتريات محاكاة على هذا الحاسوب، ولا يُدفع أي مبلغ.")
    case .testAuthenticator: LocalizedText(en: "Test Authenticator", ar: "مصادق تجريبي")
    case .donutName: LocalizedText(en: "Donut Name", ar: "اسم الدونات")
    case .testAuthenticatorNote:
      LocalizedText(
        en: "A key kept on this computer stands in for a passkey.",
        ar: "مفتاح محفوظ على هذا الحاسوب يقوم مقام مفتاح المرور.")
    case .demoInteractive:
      LocalizedText(
        en: "For the interactive Food Truck (panels, keys, English and Arabic), run in a terminal:",
        ar: "لشاحنة الطعام التفاعلية (لوحات ومفاتيح وعربية وإنجليزية)، شغّل في الطرفية:")
    }
  }
}
