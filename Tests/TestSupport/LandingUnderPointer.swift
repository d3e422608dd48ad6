import WheelCore
import WheelSupport

/// The segment under the pointer at `wheelAngle` and where the pointer is inside it, as a
/// fraction of its width clockwise from its counter-clockwise border: what a spin that stops
/// at `wheelAngle` landed on, measured from the angle alone (the inverse of `SpinPlan`'s stop
/// angle, so tests can check that a planned landing point is where the wheel really stops).
package func landingUnderPointer(
    at wheelAngle: Double, geometry: WheelGeometry
) throws -> (segment: Int, fraction: Double) {
    let segment = try geometry.segment(under: wheelAngle)
    let border = (Double(segment) - 0.5) * geometry.segmentWidth
    let offset = Rounding.reduced(geometry.pointerAngle - wheelAngle - border, period: 2 * .pi)
    return (segment, offset / geometry.segmentWidth)
}
