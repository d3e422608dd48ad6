import WheelPNG
import WheelSlice
import WheelSupport

/// The human summary `slice` prints to stdout: what was cut, one line per scale with its
/// files and bytes, and the total with the time taken.
struct SliceSummary {
    let result: SliceResult
    /// The sheet's header, to say what format the exact cut kept.
    let sheetColor: PNGHeader
    let destination: String
    let elapsed: Duration

    var text: String {
        let plan = result.plan
        let sheet = plan.sheet
        let pressedNote = plan.pressed == nil ? "" : " (+ pressed)"
        var text =
            "Sliced \(sheet.name) (\(sheet.widthInPoints) × \(sheet.heightInPoints) pt @\(sheet.scale)x) "
            + "into \(plan.partition.segments) wedges\(pressedNote) in \(destination)\n"
        for scale in plan.scales {
            let wedges = result.wedges.filter { $0.file.scale == scale }
            let bytes = wedges.reduce(0) { $0 + $1.bytes.count }
            let how: String
            switch wedges.first?.file.method ?? .exactCut {
            case .exactCut: how = "exact cut, \(sheetColor.colorType.name) \(sheetColor.bitDepth)-bit"
            case .downscaled: how = "area-averaged, RGBA 8-bit"
            case .upscaled: how = "upscaled, RGBA 8-bit"
            }
            text += "  @\(scale)x: \(wedges.count) files, \(DecimalText.grouped(bytes)) bytes (\(how))\n"
        }
        let files = result.files
        let total = files.reduce(0) { $0 + $1.bytes.count }
        let catalogs = result.plan.catalogFiles.count
        let parts =
            ["\(result.wedges.count) wedges", SlicePlan.manifestPath]
            + (catalogs > 0 ? ["\(catalogs) Contents.json"] : [])
        text +=
            "Wrote \(files.count) files (\(parts.joined(separator: ", "))), \(DecimalText.grouped(total)) bytes in "
            + "\(DecimalText.fixed(elapsed.inSeconds * 1000, 1)) ms\n"
        return text
    }
}
