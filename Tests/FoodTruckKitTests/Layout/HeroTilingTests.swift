// SPDX-License-Identifier: Apache-2.0
// HeroTilingTests: the Truck screen's "New Orders" card, the original's HeroSquareTilingLayout:
// a hero square and four tiles at the corners of an equal square beside it, centred in the
// bounds, mirrored right to left (docs/domain.md §6.2, §12.5).

import FoodTruckKit
import Testing

@Suite("HeroTiling")
struct HeroTilingTests {
  static let worked = Rect(x: 0, y: 0, width: 210, height: 100)

  static func values(_ frames: [Rect]) -> [[Double]] {
    frames.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] }
  }

  /// docs/domain.md §6.2 written here: hero = min((w - 10) / 2, h), centred; tiles
  /// (hero - 10) / 2 at unit point (k mod 2, k < 2 ? 0 : 1) of the tile square hero + 10 to the
  /// right, k = i - 1.
  static func reference(count: Int, in b: Rect) -> [[Double]] {
    let hero = min((b.size.width - 10) / 2, b.size.height)
    let hx = b.origin.x + (b.size.width - (2 * hero + 10)) / 2
    let hy = b.origin.y + (b.size.height - hero) / 2
    let tile = (hero - 10) / 2
    return (0..<count).map { i in
      guard i > 0 else { return [hx, hy, hero, hero] }
      let ux = Double((i - 1) % 2)
      let uy: Double = i - 1 < 2 ? 0 : 1
      return [hx + hero + 10 + ux * (hero - tile), hy + uy * (hero - tile), tile, tile]
    }
  }

  @Test("The worked example: 210 x 100 gives hero 100 and 45-point tiles")
  func workedExample() throws {
    let frames = try HeroTiling.frames(count: 5, in: HeroTilingTests.worked, rightToLeft: false)
    #expect(
      HeroTilingTests.values(frames) == [
        [0, 0, 100, 100], [110, 0, 45, 45], [165, 0, 45, 45], [110, 55, 45, 45], [165, 55, 45, 45],
      ])
  }

  @Test("A sixth subview lands on the bottom-left tile, as the original's arithmetic does")
  func sixthOverlaps() throws {
    let frames = try HeroTiling.frames(count: 6, in: HeroTilingTests.worked, rightToLeft: false)
    #expect(frames.count == 6)
    #expect(frames[5] == frames[3])
  }

  @Test(
    "The pair is centred in bounds of any shape",
    arguments: [
      Rect(x: 0, y: 0, width: 210, height: 100), Rect(x: 0, y: 0, width: 400, height: 100),
      Rect(x: 0, y: 0, width: 210, height: 300), Rect(x: -40, y: 25.5, width: 250, height: 130),
      Rect(x: 3, y: 4, width: 30, height: 1_000),
    ], [0, 1, 2, 5])
  func formulas(bounds: Rect, count: Int) throws {
    let frames = try HeroTiling.frames(count: count, in: bounds, rightToLeft: false)
    #expect(HeroTilingTests.values(frames) == HeroTilingTests.reference(count: count, in: bounds))
  }

  @Test("Height-bound: 400 x 100 centres the 210-wide pair, 95 points in")
  func centredHorizontally() throws {
    let frames = try HeroTiling.frames(
      count: 2, in: Rect(x: 0, y: 0, width: 400, height: 100), rightToLeft: false)
    #expect(HeroTilingTests.values(frames) == [[95, 0, 100, 100], [205, 0, 45, 45]])
  }

  @Test("Right to left: the hero on the right, the tiles mirrored")
  func rightToLeft() throws {
    let frames = try HeroTiling.frames(count: 5, in: HeroTilingTests.worked, rightToLeft: true)
    #expect(
      HeroTilingTests.values(frames) == [
        [110, 0, 100, 100], [55, 0, 45, 45], [0, 0, 45, 45], [55, 55, 45, 45], [0, 55, 45, 45],
      ])
    let offset = Rect(x: -40, y: 25.5, width: 250, height: 130)
    #expect(
      try HeroTiling.frames(count: 5, in: offset, rightToLeft: true)
        == HeroTiling.frames(count: 5, in: offset, rightToLeft: false).map {
          $0.mirrored(in: offset)
        })
  }

  @Test(
    "The size: hero = min((w - 10) / 2, h), (2 hero + 10) x hero; unspecified reads as 100",
    arguments: [
      (Dimension.points(210), Dimension.points(100), Size(width: 210, height: 100)),
      (.points(400), .points(100), Size(width: 210, height: 100)),
      (.points(210), .points(300), Size(width: 210, height: 100)),
      (.unspecified, .unspecified, Size(width: 100, height: 45)),
      (.unspecified, .points(20), Size(width: 50, height: 20)),
    ])
  func size(width: Dimension, height: Dimension, size: Size) {
    #expect(HeroTiling.sizeThatFits(width: width, height: height) == size)
  }

  @Test(
    "Too narrow for tiles (or a hero): empty frames, never negative sizes",
    arguments: zip([0.0, 5, 10, 20, 29, 30], [0.0, 0, 0, 5, 9.5, 10]))
  func narrow(width: Double, hero: Double) throws {
    let frames = try HeroTiling.frames(
      count: 5, in: Rect(x: 0, y: 0, width: width, height: 100), rightToLeft: false)
    #expect(
      frames.map(\.size) == [Size(width: hero, height: hero)]
        + Array(repeating: Size(width: 0, height: 0), count: 4))
    let size = HeroTiling.sizeThatFits(width: .points(width), height: .points(100))
    #expect(size == Size(width: 2 * hero + 10, height: hero))
  }

  @Test("No subviews, no frames", arguments: [0, -1])
  func none(count: Int) throws {
    #expect(
      try HeroTiling.frames(count: count, in: HeroTilingTests.worked, rightToLeft: true).isEmpty)
  }
}
