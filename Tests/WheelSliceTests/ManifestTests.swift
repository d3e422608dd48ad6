import TestSupport
import Testing
import WheelCore
import WheelPNG

@testable import WheelSlice

/// `manifest.json`: the sheet, and per wedge its rotation, rectangles, anchor and files.
@Suite struct ManifestTests {
    @Test func smallManifestIsExactlyAsDocumented() throws {
        // 5 × 2 pt at @2x in 2 wedges: borders round(2.5) = 3, so 3 and 2 pt.
        let plan = try SlicePlan(
            sheet: SheetGeometry(name: "art/Sheet@2x.png", width: 10, height: 4, scale: 2),
            pressed: SheetGeometry(name: "art/Pressed@2x.png", width: 10, height: 4, scale: 2),
            options: SliceOptions(segments: 2, scales: [1, 2]))
        #expect(
            plan.manifest.json.serialized(pretty: false)
                == #"{"sheet": "Sheet@2x.png", "pressedSheet": "Pressed@2x.png", "scale": 2, "#
                + #""pointSize": {"width": 5, "height": 2}, "pixelSize": {"width": 10, "height": 4}, "#
                + #""segments": 2, "equalWidths": false, "scales": [1, 2], "layout": "flat", "wedges": ["#
                + #"{"index": 0, "rotation": {"degrees": 0, "radians": 0}, "#
                + #""pointRect": {"x": 0, "y": 0, "width": 3, "height": 2}, "#
                + #""pixelRect": {"x": 0, "y": 0, "width": 6, "height": 4}, "#
                + #""files": {"1x": "wedge-00.png", "2x": "wedge-00@2x.png"}, "#
                + #""pressedFiles": {"1x": "wedge-00-pressed.png", "2x": "wedge-00-pressed@2x.png"}}, "#
                + #"{"index": 1, "rotation": {"degrees": 180, "radians": 3.141592653589793}, "#
                + #""pointRect": {"x": 3, "y": 0, "width": 2, "height": 2}, "#
                + #""pixelRect": {"x": 6, "y": 0, "width": 4, "height": 4}, "#
                + #""files": {"1x": "wedge-01.png", "2x": "wedge-01@2x.png"}, "#
                + #""pressedFiles": {"1x": "wedge-01-pressed.png", "2x": "wedge-01-pressed@2x.png"}}]}"#)
    }

    @Test func twelveWedgesTurnByThirtyDegrees() throws {
        let plan = try SlicePlan(
            sheet: SheetGeometry(name: "LuckyAstrology@2x.png", width: 960, height: 94, scale: 2),
            options: SliceOptions(layout: .xcassets))
        let text = plan.manifest.serialized()
        for index in 0..<12 {
            #expect(text.contains("\"degrees\": \(index * 30),\n"))
        }
        #expect(text.contains("\"radians\": \(Double(2 * 5) * .pi / 12)\n"))
        #expect(text.contains("\"2x\": \"Wedges.xcassets/wedge-11.imageset/wedge-11@2x.png\""))
        #expect(!text.contains("pressedFiles"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func resultFilesEndWithCatalogAndManifest() throws {
        let image = TestSheet.random(.rgba, depth: 8, width: 6, height: 2, seed: 71)
        let result = try WheelSlicer.slice(
            SpriteSheet(image: image, name: "s.png", scale: 1),
            options: SliceOptions(segments: 2, layout: .xcassets))
        #expect(
            result.files.map(\.path) == [
                "Wedges.xcassets/wedge-00.imageset/wedge-00.png",
                "Wedges.xcassets/wedge-01.imageset/wedge-01.png",
                "Wedges.xcassets/Contents.json", "Wedges.xcassets/wedge-00.imageset/Contents.json",
                "Wedges.xcassets/wedge-01.imageset/Contents.json", "manifest.json",
            ])
        #expect(result.files.last?.bytes == Array(result.plan.manifest.serialized().utf8))
    }
}
