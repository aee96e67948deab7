// SPDX-License-Identifier: Apache-2.0
// FeedContent: the feed's ten posts as a constant table, without their dates: the original's
// seven standard and three Social Feed+ posts, each with its favorite donut and tags, and our
// own authors, media and messages (docs/domain.md §11.3, §11.4).

/// What a post says, before the feed gives it a date.
public struct FeedContent: Sendable, Hashable {
  public let favoriteDonut: Int
  public let author: FeedAuthor
  public let media: FeedMedia
  /// In the order the post lists them.
  public let tags: [FeedTag]
  public let message: LocalizedText

  /// The standard posts, newest first.
  static let standard: [FeedContent] = [
    FeedContent(
      favoriteDonut: 0, author: .lena, media: .photo, tags: [.donut(0), .city(.london)],
      message: LocalizedText(
        en: "The line for the truck in London was long, but a Classic is worth the wait.",
        ar: "كان الطابور أمام الشاحنة في لندن طويلًا، لكن الكلاسيكية تستحق الانتظار.")),
    FeedContent(
      favoriteDonut: 14, author: .omar, media: .donut,
      tags: [.donut(5), .donut(9), .city(.sanFrancisco)],
      message: LocalizedText(
        en: "Chocolate donuts are the best donuts. Lemon Chocolate or Powdered Chocolate?",
        ar: "دونات الشوكولاتة هي الأفضل. الليمون بالشوكولاتة أم الشوكولاتة المسحوقة؟")),
    FeedContent(
      favoriteDonut: 15, author: .maya, media: .donut, tags: [.donut(3), .topic(.space)],
      message: LocalizedText(
        en: "A donut that looks like outer space. Cosmos is out of this world!",
        ar: "دونات تشبه الفضاء الخارجي. كوزموس من عالم آخر!")),
    FeedContent(
      favoriteDonut: 16, author: .sam, media: .photo,
      tags: [.donut(16), .city(.sanFrancisco)],
      message: LocalizedText(
        en: "Visiting San Francisco, and the truck was right there. Best trip ever.",
        ar: "في زيارة لسان فرانسيسكو، ووجدت الشاحنة هناك. أجمل رحلة على الإطلاق.")),
    FeedContent(
      favoriteDonut: 11, author: .noor, media: .photo, tags: [.donut(11), .city(.cupertino)],
      message: LocalizedText(
        en: "I just spotted the food truck in Cupertino!",
        ar: "رأيت شاحنة الطعام للتو في كوبرتينو!")),
    FeedContent(
      favoriteDonut: 8, author: .maya, media: .donut,
      tags: [.donut(8), .donut(1), .donut(10)],
      message: LocalizedText(
        en: "Donuts after work: the best way to end the day.",
        ar: "دونات بعد العمل: أفضل طريقة لإنهاء اليوم.")),
    FeedContent(
      favoriteDonut: 1, author: .omar, media: .donut,
      tags: [.donut(0), .city(.sanFrancisco)],
      message: LocalizedText(
        en: "The truck is heading to San Francisco. Save me a Classic!",
        ar: "الشاحنة في طريقها إلى سان فرانسيسكو. احفظوا لي واحدة كلاسيكية!")),
  ]

  /// The Social Feed+ posts, newest first.
  static let plus: [FeedContent] = [
    FeedContent(
      favoriteDonut: 7, author: .sam, media: .photo, tags: [.donut(7), .city(.sanFrancisco)],
      message: LocalizedText(
        en: "We ordered a mountain of donuts for our picnic in San Francisco.",
        ar: "طلبنا جبلًا من الدونات لنزهتنا في سان فرانسيسكو.")),
    FeedContent(
      favoriteDonut: 6, author: .noor, media: .video,
      tags: [.donut(6), .topic(.rainbowSprinkles)],
      message: LocalizedText(
        en: "Donuts for a group of 20, and a Rainbow for everyone.",
        ar: "دونات لمجموعة من عشرين شخصًا، وقوس قزح لكل واحد منهم.")),
    FeedContent(
      favoriteDonut: 13, author: .lena, media: .donut,
      tags: [
        .topic(.carrots), .topic(.vegetables), .topic(.spicy), .topic(.newFlavors),
        .topic(.healthyTreats),
      ],
      message: LocalizedText(
        en: "Donuts made with carrots? I had my doubts, but they are delicious.",
        ar: "دونات مصنوعة من الجزر؟ كنت متشككًا، لكنها لذيذة.")),
  ]
}
