// SPDX-License-Identifier: Apache-2.0
// DonutLatticeTests: the Truck screen's "Donuts" card, the original's DonutLatticeLayout: rows
// of 5, 4 (shifted half a cell) and 5 anchored bottom-trailing, cells inset by 5, at most 14
// donuts, mirrored right to left (docs/domain.md §6.3, §12.5).

import FoodTruckKit
import Testing

@Suite("DonutLattice")
struct DonutLatticeTests {
  static func values(_ frames: [Rect]) -> [[Double]] {
    frames.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] }
  }

  /// docs/domain.md §6.3 written here: cell = min(w / 5, h / 3); the 5 x 3 grid at the
  /// bottom-trailing corner.
  static func reference(count: Int, in b: Rect) -> [[Double]] {
    let cell = min(b.size.width / 5, b.size.height / 3)
    let ox = b.origin.x + b.size.width - 5 * cell
    let oy = b.origin.y + b.size.height - 3 * cell
    let side = max(0, cell - 10)
    var cells: [[Double]] = []
    for (row, length) in [5, 4, 5].enumerated() {
      let shift = row == 1 ? cell / 2 : 0
      for column in 0..<length {
        let x = ox + shift + Double(column) * cell + 5
        let y = oy + Double(row) * cell + 5
        cells.append([x, y, side, side])
      }
    }
    return Array(cells.prefix(max(0, count)))
  }

  @Test("500 x 300: 100-point cells, 90-point donuts, the middle row half a cell in")
  func knownAnswer() throws {
    let frames = try DonutLattice.frames(
      count: 14, in: Rect(x: 0, y: 0, width: 500, height: 300), rightToLeft: false)
    let rows: [[[Double]]] = [
      (0..<5).map { [5 + 100 * Double($0), 5, 90, 90] },
      (0..<4).map { [55 + 100 * Double($0), 105, 90, 90] },
      (0..<5).map { [5 + 100 * Double($0), 205, 90, 90] },
    ]
    #expect(DonutLatticeTests.values(frames) == rows.flatMap { $0 })
  }

  @Test(
    "Each count in bounds of each shape matches the formulas",
    arguments: [
      Rect(x: 0, y: 0, width: 500, height: 300), Rect(x: 0, y: 0, width: 900, height: 180),
      Rect(x: 0, y: 0, width: 250, height: 600), Rect(x: 12, y: -30, width: 333, height: 201),
    ], [0, 1, 5, 6, 9, 10, 14, 15, 100])
  func formulas(bounds: Rect, count: Int) throws {
    let frames = try DonutLattice.frames(count: count, in: bounds, rightToLeft: false)
    #expect(frames.count == min(count, DonutLattice.capacity))
    let expected = DonutLatticeTests.reference(count: count, in: bounds)
    let close = zip(DonutLatticeTests.values(frames), expected).allSatisfy { a, b in
      zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 }
    }
    #expect(close && frames.count == expected.count, "\(frames)")
  }

  @Test("Wide bounds: the grid hugs the trailing edge; right to left, the leading one")
  func anchoredBottomTrailing() throws {
    let wide = Rect(x: 0, y: 0, width: 900, height: 180)
    let ltr = try DonutLattice.frames(count: 14, in: wide, rightToLeft: false)
    #expect(ltr.map(\.maxX).max() == 895)
    #expect(ltr.map(\.minX).min() == 605)
    let rtl = try DonutLattice.frames(count: 14, in: wide, rightToLeft: true)
    #expect(rtl.map(\.minX).min() == 5)
    #expect(rtl == ltr.map { $0.mirrored(in: wide) })
  }

  @Test("Small cells give empty donuts, never negative sizes")
  func tiny() throws {
    let frames = try DonutLattice.frames(
      count: 3, in: Rect(x: 0, y: 0, width: 20, height: 20), rightToLeft: false)
    #expect(frames.allSatisfy { $0.size == Size(width: 0, height: 0) })
  }

  @Test(
    "The size: cell = min(w / 5, h / 3), 5 cell x 3 cell",
    arguments: [
      (Dimension.points(500), Dimension.points(300), Size(width: 500, height: 300)),
      (.points(900), .points(180), Size(width: 300, height: 180)),
      (.points(250), .unspecified, Size(width: 250, height: 150)),
      (.unspecified, .points(60), Size(width: 100, height: 60)),
    ])
  func size(width: Dimension, height: Dimension, size: Size) {
    #expect(DonutLattice.sizeThatFits(width: width, height: height) == size)
  }

  @Test("The constants: 5 columns, 3 rows, spacing 10, 14 donuts")
  func constants() {
    #expect(
      [DonutLattice.columns, DonutLattice.rows, DonutLattice.capacity] == [5, 3, 14])
    #expect(DonutLattice.spacing == 10)
  }
}
