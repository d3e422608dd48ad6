import TestSupport
import Testing

@testable import WheelRender

@Suite struct StrokeFontTests {
    private static let letters = "abcdefghijklmnopqrstuvwxyz"

    @Test func digitsLowercaseAndChartPunctuationHaveGlyphs() {
        #expect(Set("0123456789GO.,:-/%()@ " + Self.letters).isSubset(of: StrokeFont.characters))
    }

    @Test func lettersAreDistinct() throws {
        let images = try Self.letters.map { letter in
            var canvas = try Canvas(width: 16, height: 20)
            canvas.fill(
                StrokeFont.shape(String(letter), origin: CanvasPoint(2, 2), capHeight: 12, weight: 1.4),
                color: CanvasColor(hex: 0x000000))
            return canvas.image().pixels
        }
        #expect(Set(images).count == Self.letters.count)
    }

    @Test func digitsAreDistinctAndCentred() throws {
        var images: [[UInt8]] = []
        for digit in "0123456789" {
            var canvas = try Canvas(width: 20, height: 20, scale: 2)
            let shape = StrokeFont.shape(
                String(digit), centeredAt: CanvasPoint(10, 10), capHeight: 12, weight: 1.6)
            canvas.fill(shape, color: CanvasColor(hex: 0x000000))
            let image = canvas.image()
            let covered = (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].3 > 0 } }
            let middle = Double((covered.first ?? 0) + (covered.last ?? 0) + 1) / 2
            #expect((middle - 20).magnitude <= 1.5, "\(digit) ink centred at \(middle) px")
            images.append(image.pixels)
        }
        #expect(Set(images).count == 10)
    }

    @Test func widthGrowsWithTextAndUnknownCharactersAreSpaces() {
        let one = StrokeFont.width(of: "1", capHeight: 10, weight: 1)
        let twelve = StrokeFont.width(of: "12", capHeight: 10, weight: 1)
        #expect(one > 0 && twelve > one)
        #expect(StrokeFont.width(of: "", capHeight: 10, weight: 1) == 0)
        #expect(
            StrokeFont.width(of: "é", capHeight: 10, weight: 1)
                == StrokeFont.width(of: " ", capHeight: 10, weight: 1))
    }
}
