import Foundation
import TestSupport
import Testing
import WheelPNG

@testable import LuckyWheelCLI

/// `--max-pixels`: an image over the budget is refused from its header, before any pixel is
/// decoded and before the output folder is touched.
@Suite struct FaultPixelBudgetTests {
    @Test func infoRefusesAnImageOverTheBudget() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "sheet.png", width: 48, height: 10)
        let over = FaultCommand(["info", sheet, "--max-pixels", "479"])
        #expect(over.status == .dataError)
        #expect(
            over.errors
                == "error: \(sheet): the image declares 48 × 10 pixels (480 pixels), over the budget of 479 "
                + "pixels. Use a smaller image or raise the budget with --max-pixels.\n")
        let exact = FaultCommand(["info", sheet, "--max-pixels", "480"])
        #expect(exact.status == .success)
        #expect(exact.errors == "")
    }

    /// The per-side limit is not the budget: no flag raises it, and the message says so
    /// instead of promising a raise.
    @Test func anImageOverTheSideLimitIsNotPromisedARaise() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let side = PNGLimits.default.maxDimension + 1
        let file = HandmadePNG.file(
            header: PNGHeader(width: side, height: 1, bitDepth: 1, colorType: .gray),
            rows: [UInt8](repeating: 0, count: (side + 7) / 8))
        let path = root.path + "/long.png"
        try Data(file).write(to: URL(fileURLWithPath: path))
        let run = FaultCommand(["info", path, "--max-pixels", "1000000000"])
        #expect(run.status == .dataError)
        #expect(
            run.errors
                == "error: \(path): the image declares 1000001 × 1 pixels, over the limit of 1000000 pixels "
                + "per side. Use a smaller image: the tool reads at most 1000000 pixels per side, whatever "
                + "--max-pixels.\n")
        let json = FaultCommand(["info", path, "--json"])
        #expect(json.status == .dataError)
        #expect(json.output.contains("pixels per side, whatever --max-pixels.\""), "\(json.output)")
    }

    @Test func sliceRefusesASheetOverTheBudgetBeforeWriting() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        let sheet = try SliceFixtures.write(root, "sheet.png", width: 48, height: 10, seed: 1)
        let pressed = try SliceFixtures.write(root, "pressed.png", width: 48, height: 11, seed: 2)
        let sheetOver = FaultCommand(["slice", sheet, "--max-pixels", "400", "-o", root.path + "/new/out"])
        #expect(sheetOver.status == .dataError)
        #expect(sheetOver.errors.hasPrefix("error: \(sheet): the image declares 48 × 10 pixels"))
        let pressedOver = FaultCommand([
            "slice", sheet, "--pressed", pressed, "--max-pixels", "500", "-o", root.path + "/new/out",
        ])
        #expect(pressedOver.status == .dataError)
        #expect(pressedOver.errors.hasPrefix("error: \(pressed): the image declares 48 × 11 pixels"))
        #expect(FaultTree.entries(below: root.path) == ["pressed.png", "sheet.png"])
        let within = FaultCommand(["slice", sheet, "--max-pixels", "480", "-o", root.path + "/out"])
        #expect(within.status == .success)
    }

    @Test(arguments: ["0", "-5", "many", "1e6"])
    func aBudgetThatIsNotAPositiveIntegerIsAUsageError(_ value: String) throws {
        for command in [["info", "x.png"], ["slice", "x.png", "-o", "out"]] {
            let run = FaultCommand(command + ["--max-pixels", value])
            #expect(run.status == .usage)
            #expect(run.errors.contains("--max-pixels"))
        }
    }
}
