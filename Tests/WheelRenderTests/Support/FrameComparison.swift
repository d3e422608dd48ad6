import TestSupport
import WheelPNG
import WheelRender

/// Compares frame pixels with the reference renderer and keeps the largest difference.
struct FrameComparison {
    private(set) var maximumDifference = 0
    private(set) var worst: (x: Int, y: Int, fast: [UInt8], reference: [UInt8])?
    private(set) var totalDifference = 0
    private(set) var channelsCompared = 0

    mutating func compare(
        _ frame: RGBAImage, x: Int, y: Int, reference: ReferenceRenderer, state: FrameState,
        sampling: ReferenceRenderer.WheelSampling = .rasterizedLayer
    ) {
        let fast = [frame[x, y].0, frame[x, y].1, frame[x, y].2, frame[x, y].3]
        let expected = reference.pixel(x: x, y: y, state: state, sampling: sampling)
        let difference = zip(fast, expected).map { abs(Int($0) - Int($1)) }
        totalDifference += difference.reduce(0, +)
        channelsCompared += 4
        if let largest = difference.max(), largest > maximumDifference {
            maximumDifference = largest
            worst = (x, y, fast, expected)
        }
    }

    var meanDifference: Double { Double(totalDifference) / Double(max(1, channelsCompared)) }

    var summary: String {
        guard let worst else { return "identical" }
        return
            "max \(maximumDifference) at (\(worst.x), \(worst.y)): fast \(worst.fast) reference \(worst.reference)"
    }
}
