import Foundation
import TestSupport
import Testing

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
                == "error: \(sheet): the image declares 48 × 10 pixels (0 megapixels), over the budget of 479 "
                + "pixels. Use a smaller image or raise the limit. The budget is set with --max-pixels.\n")
        let exact = FaultCommand(["info", sheet, "--max-pixels", "480"])
        #expect(exact.status == .success)
        #expect(exact.errors == "")
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
